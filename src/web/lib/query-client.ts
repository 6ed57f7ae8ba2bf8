import { QueryClient } from '@tanstack/react-query';

/**
 * Retries off, no refetch on focus, data never stale unless invalidated (docs/architecture.md). Answers are kept
 * a month after their screen closes, as long as the browser keeps them for offline use (persist-queries.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
