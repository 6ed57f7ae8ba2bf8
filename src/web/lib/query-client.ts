import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * How long an answer is kept after its screen closes, and her kept copy in the browser (persist-queries.ts): 24
 * days, just under the longest a timer can wait (2^31 - 1 ms, 24.8 days). A longer garbage-collection time fires at
 * once instead, which dropped every answer no screen was showing at that moment: her kept journal, put back offline
 * before its screen had opened, was gone when it did.
 */
export const KEEP_MS = 24 * 24 * 60 * 60 * 1000;

/**
 * Retries off, no refetch on focus, data never stale unless invalidated (docs/architecture.md). Answers are kept
 * for KEEP_MS after their screen closes, as long as the browser keeps them for offline use.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes a signal until the browser says it went away; a page opened with none (from the
  // service worker) must know at once, so its queries wait for the signal (or her kept copy) instead of failing.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: KEEP_MS,
      },
      mutations: { retry: false },
    },
  });
  // The guides are cached by the service worker (vite.config.ts): with no signal they are still asked for, so the
  // worker can answer with its copy; her own data waits for the signal instead (and shows her kept copy).
  for (const area of ['education', 'content'])
    client.setQueryDefaults([area], { networkMode: 'offlineFirst' });
  return client;
}
