import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVisitQuestion, VisitQuestion } from '../../../core/contracts/visit-toolkit.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { visitQuestionsKey } from './visit-questions.ts';

const withAsked = (list: VisitQuestion[], id: string, asked: boolean) =>
  list.map((q) => (q.id === id ? { ...q, asked } : q));

/**
 * PATCH /api/visit-questions/{questionId}: new words, or ticked as asked. A tick shows at once and only that tick
 * is put back if the server says no (the caller tells her); the list is read again once the last change has landed.
 */
export function useUpdateVisitQuestion(userId: string) {
  const qc = useQueryClient();
  const key = visitQuestionsKey(userId);
  const mutationKey = [...key, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: ({ id, ...body }: UpdateVisitQuestion & { id: string }) =>
      callEndpoint('PATCH /api/visit-questions/:questionId', { params: { questionId: id }, body }),
    onMutate: async ({ id, asked }) => {
      await qc.cancelQueries({ queryKey: key });
      if (asked !== undefined)
        qc.setQueryData<VisitQuestion[]>(key, (l) => (l ? withAsked(l, id, asked) : l));
    },
    onError: (_err, { id, asked }) => {
      if (asked !== undefined)
        qc.setQueryData<VisitQuestion[]>(key, (l) => (l ? withAsked(l, id, !asked) : l));
    },
    onSettled: () =>
      qc.isMutating({ mutationKey }) === 1 ? qc.invalidateQueries({ queryKey: key }) : undefined,
  });
}
