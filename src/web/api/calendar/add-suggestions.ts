import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuggestionsResponse } from '../../../core/contracts/calendar.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { calendarKey } from './calendar-events.ts';

/** POST /api/calendar/suggestions: adds the suggested visit schedule (nothing twice) and brings it up to date. */
export function useAddSuggestions(
  userId: string,
  /** Run even when the calling card has moved (accepting or adding suggestions moves it on the page). */
  notify: { onSuccess?: (res: SuggestionsResponse) => void; onError?: (err: Error) => void } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('POST /api/calendar/suggestions', { body: {} }),
    onSuccess: async (res) => {
      notify.onSuccess?.(res);
      await qc.invalidateQueries({ queryKey: calendarKey(userId) });
    },
    onError: (err) => notify.onError?.(err),
  });
}
