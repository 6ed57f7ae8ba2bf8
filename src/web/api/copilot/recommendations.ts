import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/copilot/recommendations/{userId}: what needs her attention now. */
export const useRecommendations = (userId: string) =>
  useQuery({
    queryKey: ['copilot', userId, 'recommendations'],
    queryFn: () => callEndpoint('GET /api/copilot/recommendations/:userId', { params: { userId } }),
  });
