import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TickChecklistBody, VisitChecklist } from '../../../core/contracts/visit-toolkit.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { visitChecklistKey } from './visit-checklist.ts';

const withTick = (c: VisitChecklist, itemId: string, done: boolean): VisitChecklist => ({
  ...c,
  items: c.items.map((i) => (i.id === itemId ? { ...i, completed: done } : i)),
});

/**
 * PATCH /api/visit-checklist/{userId}: one tap ticks or unticks. The tick shows at once and only that tick is put
 * back if the server says no (the caller tells her). She may tick several quickly: an answer can predate a tick
 * still on its way, so the list is read again once the last one has landed, rather than taken from each answer.
 */
export function useTickChecklist(userId: string) {
  const qc = useQueryClient();
  const key = visitChecklistKey(userId);
  const mutationKey = [...key, 'tick'];
  return useMutation({
    mutationKey,
    mutationFn: (body: TickChecklistBody) =>
      callEndpoint('PATCH /api/visit-checklist/:userId', { params: { userId }, body }),
    onMutate: async ({ itemId, done }) => {
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<VisitChecklist>(key, (c) => (c ? withTick(c, itemId, done) : c));
    },
    onError: (_err, { itemId, done }) =>
      qc.setQueryData<VisitChecklist>(key, (c) => (c ? withTick(c, itemId, !done) : c)),
    onSettled: () =>
      qc.isMutating({ mutationKey }) === 1 ? qc.invalidateQueries({ queryKey: key }) : undefined,
  });
}
