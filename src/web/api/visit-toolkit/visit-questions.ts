import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const visitQuestionsKey = (userId: string) => ['visit-questions', userId] as const;

/** GET /api/visit-questions/{userId}: still to ask first, in her order, then the ones she asked. */
export const visitQuestionsOptions = (userId: string) =>
  queryOptions({
    queryKey: visitQuestionsKey(userId),
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/visit-questions/:userId', { params: { userId } }),
  });

export const useVisitQuestions = (userId: string) => useQuery(visitQuestionsOptions(userId));
