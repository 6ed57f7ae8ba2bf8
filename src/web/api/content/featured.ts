import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/education/featured: the featured article summaries. */
export const featuredArticlesOptions = () =>
  queryOptions({
    queryKey: ['education', 'featured'],
    queryFn: () => callEndpoint('GET /api/education/featured'),
  });

export const useFeaturedArticles = () => useQuery(featuredArticlesOptions());
