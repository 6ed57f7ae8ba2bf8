import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { recoveryKey } from './recovery-day.ts';

/** DELETE /api/maternal-recovery/entries/{logId} (and its voice memo). */
export function useDeleteRecoveryLog(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (logId: string) =>
      callEndpoint('DELETE /api/maternal-recovery/entries/:logId', { params: { logId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: recoveryKey(userId) }),
  });
}
