import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventBody } from '../../../core/contracts/calendar.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** POST /api/calendar/events. */
export function useCreateEvent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      callEndpoint('POST /api/calendar/events', { body: { ...body, userId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
