import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** DELETE /api/calendar/events/{eventId}. */
export function useDeleteEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint('DELETE /api/calendar/events/:eventId', { params: { eventId: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
