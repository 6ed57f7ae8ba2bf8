import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, UpdateEventBody } from '../../../../core/contracts/calendar.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** PATCH /api/calendar/events/{eventId}. */
export function useUpdateEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateEventBody & { id: string }) =>
      apiRequest<{ event: CalendarEvent }>('PATCH', `/api/calendar/events/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
