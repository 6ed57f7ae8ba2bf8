import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../../core/contracts/education.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/education/featured: the featured article summaries. */
export const featuredArticlesOptions = () =>
  queryOptions({
    queryKey: ['education', 'featured'],
    queryFn: () => apiRequest<ArticleSummary[]>('GET', '/api/education/featured'),
  });

export const useFeaturedArticles = () => useQuery(featuredArticlesOptions());
