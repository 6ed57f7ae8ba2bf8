import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** GET /api/baby-tracking/{userId}?date=&babyId=: one local day's logs of a baby, newest first, and its counters. */
export const babyDayOptions = (userId: string, date: string, babyId: string | undefined) =>
  queryOptions({
    queryKey: [...babyTrackingKey(userId), 'day', babyId ?? 'first', date],
    enabled: Boolean(userId),
    queryFn: () =>
      callEndpoint('GET /api/baby-tracking/:userId', {
        params: { userId },
        query: { date, ...(babyId ? { babyId } : {}) },
      }),
  });

/**
 * The day's list; the previous day's stays on screen while she steps to the next, so nothing jumps. `ready`: false
 * while the baby is not known yet (her babies still loading), so the day is not asked for twice (as "the first
 * baby", then by the baby's id).
 */
export const useBabyDay = (userId: string, date: string, babyId: string | undefined, ready = true) =>
  useQuery({
    ...babyDayOptions(userId, date, babyId),
    enabled: Boolean(userId) && ready,
    placeholderData: keepPreviousData,
  });
