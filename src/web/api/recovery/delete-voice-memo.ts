import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { recoveryKey } from './recovery-day.ts';

/** DELETE /api/maternal-recovery/entries/{logId}/voice-memo: the recording goes, the entry stays. */
export function useDeleteVoiceMemo(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (logId: string) =>
      callEndpoint('DELETE /api/maternal-recovery/entries/:logId/voice-memo', { params: { logId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: recoveryKey(userId) }),
  });
}
