import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** PATCH /api/calendar/events/{eventId}/complete (one way; no body). */
export function useCompleteEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint('PATCH /api/calendar/events/:eventId/complete', { params: { eventId: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
