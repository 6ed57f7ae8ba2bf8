import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptAllResponse } from '../../../core/contracts/calendar.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** POST /api/calendar/suggestions/accept: every suggestion still waiting for her becomes hers. */
export function useAcceptAllSuggestions(
  userId: string,
  /** Run even when the calling card has moved (accepting or adding suggestions moves it on the page). */
  notify: { onSuccess?: (res: AcceptAllResponse) => void; onError?: (err: Error) => void } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('POST /api/calendar/suggestions/accept', { body: {} }),
    onSuccess: async (res) => {
      notify.onSuccess?.(res);
      await qc.invalidateQueries({ queryKey: calendarKey(userId) });
    },
    onError: (err) => notify.onError?.(err),
  });
}
