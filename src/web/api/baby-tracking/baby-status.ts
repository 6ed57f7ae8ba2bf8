import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** How often a screen showing live timers asks again, so a timer started or stopped on her partner's phone shows. */
export const STATUS_POLL_MS = 20_000;

/**
 * GET /api/baby-tracking/{userId}/status: for every baby, today, the last feed and next side, the day-of-life check
 * and warning signs; and her running timers. `live` polls while the screen is open (timers on another device).
 */
export const babyStatusOptions = (userId: string) =>
  queryOptions({
    queryKey: [...babyTrackingKey(userId), 'status'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/baby-tracking/:userId/status', { params: { userId } }),
  });

export function useBabyStatus(userId: string, { live = false, enabled = true } = {}) {
  return useQuery({
    ...babyStatusOptions(userId),
    enabled: Boolean(userId) && enabled,
    ...(live ? { refetchInterval: STATUS_POLL_MS, refetchOnWindowFocus: 'always' as const } : {}),
  });
}
