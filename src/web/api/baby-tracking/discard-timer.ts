import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** DELETE /api/baby-timers/{timerId}: a timer started by mistake, discarded without a log. */
export function useDiscardTimer(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (timerId: string) =>
      callEndpoint('DELETE /api/baby-timers/:timerId', { params: { timerId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
  });
}
