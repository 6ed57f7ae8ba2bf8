import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CreateEventBody } from '../../../../core/contracts/calendar.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** POST /api/calendar/events. */
export function useCreateEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      apiRequest<{ event: CalendarEvent }>('POST', '/api/calendar/events', { ...body, userId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
