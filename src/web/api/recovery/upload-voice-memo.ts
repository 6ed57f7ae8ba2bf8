import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { recoveryKey } from './recovery-day.ts';

/** POST /api/maternal-recovery/entries/{logId}/voice-memo: the recording, sent as multipart/form-data. */
export function useUploadVoiceMemo(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ logId, file }: { logId: string; file: Blob }) =>
      callEndpoint('POST /api/maternal-recovery/entries/:logId/voice-memo', {
        params: { logId },
        body: { file },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: recoveryKey(userId) }),
  });
}
