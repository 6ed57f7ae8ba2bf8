import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateBaby } from '../../../core/contracts/baby-tracking-babies.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** PATCH /api/babies/{babyId}: the first baby's name and birth date are her profile's too, so it is refreshed. */
export function useUpdateBaby(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ babyId, ...body }: UpdateBaby & { babyId: string }) =>
      callEndpoint('PATCH /api/babies/:babyId', { params: { babyId }, body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
        qc.invalidateQueries({ queryKey: ['profile', userId] }),
      ]),
  });
}
