import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleResponse } from '../../../../core/contracts/education.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/education/articles/{id}: one article with its body, sources and related articles (404 unknown). */
export const articleOptions = (id: string) =>
  queryOptions({
    queryKey: ['education', 'article', id],
    queryFn: () => apiRequest<ArticleResponse>('GET', `/api/education/articles/${encodeURIComponent(id)}`),
  });

export const useArticle = (id: string) => useQuery(articleOptions(id));
