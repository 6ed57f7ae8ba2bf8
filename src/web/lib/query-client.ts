import { QueryClient } from '@tanstack/react-query';

/** Retries off, no refetch on focus, data never stale unless invalidated (docs/architecture.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
