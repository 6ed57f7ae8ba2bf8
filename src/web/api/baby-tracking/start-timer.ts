import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartTimer } from '../../../core/contracts/baby-tracking-status.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** POST /api/baby-timers: a feed (one side) or a sleep, backdated if need be (409 names one already running). */
export function useStartTimer(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StartTimer) => callEndpoint('POST /api/baby-timers', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
  });
}
