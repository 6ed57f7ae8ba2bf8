import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** DELETE /api/babies/{babyId}: a baby added by mistake, with its logs (never the first). */
export function useDeleteBaby(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (babyId: string) => callEndpoint('DELETE /api/babies/:babyId', { params: { babyId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
  });
}
