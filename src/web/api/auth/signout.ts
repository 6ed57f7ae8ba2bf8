import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { meQueryKey } from './me.ts';
import { writeCachedUser } from './session-cache.ts';

/** POST /api/auth/signout: signs out and forgets every cached answer of the signed-out user. */
export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('POST /api/auth/signout'),
    onSettled: () => {
      writeCachedUser(null);
      // Forget her data, but keep the (now null) session query its observers are subscribed to.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      qc.setQueryData(meQueryKey, null);
      // And what this browser kept for offline use: her data and her unsent writes (a shared phone).
      void import('../../lib/persist-queries.ts').then((m) => m.clearPersisted());
      void import('../../lib/offline-queue.ts').then((m) => m.clearQueue());
    },
  });
}
