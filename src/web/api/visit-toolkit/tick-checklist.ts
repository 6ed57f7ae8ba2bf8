import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TickChecklistBody, VisitChecklist } from '../../../core/contracts/visit-toolkit.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { visitChecklistKey } from './visit-checklist.ts';

/**
 * PATCH /api/visit-checklist/{userId}: one tap ticks or unticks. The tick shows at once and is put back if the
 * server says no (the caller tells her); the server's answer carries the progress.
 */
export function useTickChecklist(userId: string) {
  const qc = useQueryClient();
  const key = visitChecklistKey(userId);
  return useMutation({
    mutationFn: (body: TickChecklistBody) =>
      callEndpoint('PATCH /api/visit-checklist/:userId', { params: { userId }, body }),
    onMutate: async ({ itemId, done }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<VisitChecklist>(key);
      if (before)
        qc.setQueryData(key, {
          ...before,
          items: before.items.map((i) => (i.id === itemId ? { ...i, completed: done } : i)),
        });
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSuccess: (checklist) => qc.setQueryData(key, checklist),
  });
}
