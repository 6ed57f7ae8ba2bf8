import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRecoveryLog } from '../../../core/contracts/recovery.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { recoveryKey } from './recovery-day.ts';

/** PATCH /api/maternal-recovery/entries/{logId}: its red flag is decided again. */
export function useUpdateRecoveryLog(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ logId, ...body }: UpdateRecoveryLog & { logId: string }) =>
      callEndpoint('PATCH /api/maternal-recovery/entries/:logId', { params: { logId }, body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: recoveryKey(userId) }),
        qc.invalidateQueries({ queryKey: ['flags'] }),
      ]),
  });
}
