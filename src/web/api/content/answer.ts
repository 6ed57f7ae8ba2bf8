import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/education/answers/{id}: one of Zara's answers, whole, with its sources (404 unknown). */
export const answerOptions = (id: string) =>
  queryOptions({
    queryKey: ['education', 'answer', id],
    queryFn: () => callEndpoint('GET /api/education/answers/:id', { params: { id } }),
  });

export const useAnswer = (id: string) => useQuery(answerOptions(id));
