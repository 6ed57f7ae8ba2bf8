import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBaby } from '../../../core/contracts/baby-tracking-babies.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** POST /api/babies: a second baby (twins). */
export function useAddBaby(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBaby) => callEndpoint('POST /api/babies', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
  });
}
