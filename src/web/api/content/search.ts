import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EducationCategory } from '../../../core/contracts/content.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/education/search?q=&category=: ranked results over articles and FAQs with highlighted runs. */
export const searchOptions = (q: string, category: EducationCategory | null) => {
  return queryOptions({
    queryKey: ['education', 'search', q, category],
    // The category travels with the results, so a list shown while the next one loads is labelled truly.
    queryFn: async () => ({
      ...(await callEndpoint('GET /api/education/search', {
        query: { q, ...(category ? { category } : {}) },
      })),
      category,
    }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

export const useEducationSearch = (q: string, category: EducationCategory | null) =>
  useQuery(searchOptions(q, category));
