import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/education/articles/{id}: one article with its body, sources and related articles (404 unknown). */
export const articleOptions = (id: string) =>
  queryOptions({
    queryKey: ['education', 'article', id],
    queryFn: () => callEndpoint('GET /api/education/articles/:id', { params: { id } }),
  });

export const useArticle = (id: string) => useQuery(articleOptions(id));
