import type { QueuedWrite } from '../lib/offline-queue.ts';

/**
 * Queued writes for tests of what the screens show from the offline queue: minutes are counted from `t0`, each
 * write gets the next id, and a refused one carries the server's answer the test gives.
 */
export function queuedWrites(t0: number) {
  const at = (min: number) => new Date(t0 + min * 60_000).toISOString();
  let n = 0;
  const write = (
    endpoint: QueuedWrite['endpoint'],
    input: object,
    min: number,
    refused?: NonNullable<QueuedWrite['refused']>,
  ): QueuedWrite => {
    n += 1;
    return {
      id: `w${String(n)}`,
      endpoint,
      input,
      userId: 'u1',
      queuedAt: at(min),
      invalidates: [],
      ...(refused ? { refused } : {}),
    } as QueuedWrite;
  };
  return { at, write };
}
