import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/copilot/calendar/{userId}: her next five appointments and milestones. */
export const useCopilotCalendar = (userId: string) =>
  useQuery({
    queryKey: ['copilot', userId, 'calendar'],
    queryFn: () => callEndpoint('GET /api/copilot/calendar/:userId', { params: { userId } }),
  });
