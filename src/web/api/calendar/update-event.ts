import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateEventBody } from '../../../core/contracts/calendar.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** PATCH /api/calendar/events/{eventId}. */
export function useUpdateEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateEventBody & { id: string }) =>
      callEndpoint('PATCH /api/calendar/events/:eventId', { params: { eventId: id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
