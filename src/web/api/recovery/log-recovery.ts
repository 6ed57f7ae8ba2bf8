import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecoveryLog } from '../../../core/contracts/recovery.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { recoveryKey } from './recovery-day.ts';

/** POST /api/maternal-recovery: the red flag comes back decided by the server (and raised for review). */
export function useLogRecovery(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecoveryLog) => callEndpoint('POST /api/maternal-recovery', { body }),
    onSuccess: (res) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: recoveryKey(userId) }),
        res.log.redFlag ? qc.invalidateQueries({ queryKey: ['flags'] }) : null,
      ]),
  });
}
