import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EducationCategory } from '../../../../core/contracts/content.ts';
import type { SearchResponse } from '../../../../core/contracts/education.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/education/search?q=&category=: ranked results over articles and FAQs with highlighted runs. */
export const searchOptions = (q: string, category: EducationCategory | null) => {
  const params = new URLSearchParams({ q });
  if (category) params.set('category', category);
  return queryOptions({
    queryKey: ['education', 'search', q, category],
    // The category travels with the results, so a list shown while the next one loads is labelled truly.
    queryFn: async () => ({
      ...(await apiRequest<SearchResponse>('GET', `/api/education/search?${params.toString()}`)),
      category,
    }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

export const useEducationSearch = (q: string, category: EducationCategory | null) =>
  useQuery(searchOptions(q, category));
