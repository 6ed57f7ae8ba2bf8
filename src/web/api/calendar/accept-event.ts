import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** PATCH /api/calendar/events/{eventId}/accept: a suggestion becomes hers, with its reminders. */
export function useAcceptEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint('PATCH /api/calendar/events/:eventId/accept', { params: { eventId: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
