import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** DELETE /api/baby-tracking/entries/{logId} (also night mode's undo). */
export function useDeleteBabyLog(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (logId: string) =>
      callEndpoint('DELETE /api/baby-tracking/entries/:logId', { params: { logId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
  });
}
