import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const calendarKey = (userId: string) => ['calendar', userId] as const;

/** GET /api/calendar/events/{userId}: all her events, in date and time order. */
export const calendarEventsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...calendarKey(userId), 'events'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/calendar/events/:userId', { params: { userId } }),
  });

export const useCalendarEvents = (userId: string) => useQuery(calendarEventsOptions(userId));
