import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const recoveryKey = (userId: string) => ['recovery', userId] as const;

/** GET /api/maternal-recovery/{userId}?date=: the day's logs (newest first), its alerts and each medicine's last dose. */
export const recoveryDayOptions = (userId: string, date: string) =>
  queryOptions({
    queryKey: [...recoveryKey(userId), 'day', date],
    enabled: Boolean(userId),
    queryFn: () =>
      callEndpoint('GET /api/maternal-recovery/:userId', { params: { userId }, query: { date } }),
  });

export const useRecoveryDay = (userId: string, date: string) =>
  useQuery({ ...recoveryDayOptions(userId, date), placeholderData: keepPreviousData });
