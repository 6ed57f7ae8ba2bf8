import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVisitQuestion, VisitQuestion } from '../../../core/contracts/visit-toolkit.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { visitQuestionsKey } from './visit-questions.ts';

/**
 * PATCH /api/visit-questions/{questionId}: new words, or ticked as asked. A tick shows at once and is put back if
 * the server says no (the caller tells her).
 */
export function useUpdateVisitQuestion(userId: string) {
  const qc = useQueryClient();
  const key = visitQuestionsKey(userId);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateVisitQuestion & { id: string }) =>
      callEndpoint('PATCH /api/visit-questions/:questionId', { params: { questionId: id }, body }),
    onMutate: async ({ id, asked }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<VisitQuestion[]>(key);
      if (before && asked !== undefined)
        qc.setQueryData(
          key,
          before.map((q) => (q.id === id ? { ...q, asked } : q)),
        );
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
