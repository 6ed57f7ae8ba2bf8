import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** PATCH /api/calendar/events/{eventId}/accept: a suggestion becomes hers, with its reminders. */
export function useAcceptEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ event: CalendarEvent }>('PATCH', `/api/calendar/events/${id}/accept`),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
