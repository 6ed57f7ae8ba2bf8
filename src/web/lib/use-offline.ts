/** The queue of writes waiting for a signal (offline-queue.ts), for React; whether there is one: use-online.ts. */
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  type QueueableKey,
  type QueuedWrite,
  queueNeedsSignIn,
  queueSnapshot,
  subscribeQueue,
} from './offline-queue.ts';

export { useOnline } from './use-online.ts';

export function useQueue(): { writes: readonly QueuedWrite[]; needsSignIn: boolean } {
  const writes = useSyncExternalStore(subscribeQueue, queueSnapshot);
  const needsSignIn = useSyncExternalStore(subscribeQueue, queueNeedsSignIn);
  return { writes, needsSignIn };
}

/** Her writes to one endpoint still waiting to be sent (not refused), oldest first: a list shows them at once. */
export function useWaitingWrites<K extends QueueableKey>(endpoint: K, userId: string): QueuedWrite<K>[] {
  const { writes } = useQueue();
  return writes.filter(
    (w) => w.endpoint === endpoint && w.userId === userId && !w.refused,
  ) as unknown as QueuedWrite<K>[];
}

/** When the newest answer on screen was fetched: what "last updated at" says offline. */
export function useLastUpdated(): number | null {
  const qc = useQueryClient();
  const newest = () =>
    qc
      .getQueryCache()
      .getAll()
      .reduce((max, q) => Math.max(max, q.state.dataUpdatedAt), 0);
  const at = useSyncExternalStore((listener) => qc.getQueryCache().subscribe(listener), newest);
  return at > 0 ? at : null;
}
