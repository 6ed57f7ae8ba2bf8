import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** DELETE /api/calendar/events/{eventId}. */
export function useDeleteEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>('DELETE', `/api/calendar/events/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
