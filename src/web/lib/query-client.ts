import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * Retries off, no refetch on focus, data never stale unless invalidated (docs/architecture.md). Answers are kept
 * a month after their screen closes, as long as the browser keeps them for offline use (persist-queries.ts).
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
        gcTime: 30 * 24 * 60 * 60 * 1000,
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
