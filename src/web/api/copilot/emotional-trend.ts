import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/copilot/emotional-trend/{userId}: her mood over the last two weeks. */
export const useEmotionalTrend = (userId: string) =>
  useQuery({
    queryKey: ['copilot', userId, 'emotional-trend'],
    queryFn: () => callEndpoint('GET /api/copilot/emotional-trend/:userId', { params: { userId } }),
  });
