import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** POST /api/calendar/suggestions: adds the suggested visit schedule (nothing twice). */
export function useAddSuggestions(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ added: number; events: CalendarEvent[] }>('POST', '/api/calendar/suggestions', {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKey(userId) }),
  });
}
