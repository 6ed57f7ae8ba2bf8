import { useQueries } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../core/contracts/content.ts';
import { articleOptions } from './article.ts';

/** Several articles at once (GET /api/education/articles/{id} each; the responses are cacheable). */
export function useArticleSummaries(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => articleOptions(id)),
    combine: (results) => ({
      byId: new Map<string, ArticleSummary>(
        results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])),
      ),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.isError)?.error,
      refetch: () => results.filter((r) => r.isError).forEach((r) => void r.refetch()),
    }),
  });
}
