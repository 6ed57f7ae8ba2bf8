import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateBabyLog } from '../../../core/contracts/baby-tracking-logs.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** PATCH /api/baby-tracking/entries/{logId}: a log corrected (checked whole, as a new one). */
export function useUpdateBabyLog(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ logId, ...body }: UpdateBabyLog & { logId: string }) =>
      callEndpoint('PATCH /api/baby-tracking/entries/:logId', { params: { logId }, body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
        qc.invalidateQueries({ queryKey: ['flags'] }),
      ]),
  });
}
