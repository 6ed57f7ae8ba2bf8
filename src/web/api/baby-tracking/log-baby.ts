import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBabyLog } from '../../../core/contracts/baby-tracking-logs.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** POST /api/baby-tracking: a feed, nappy or sleep (409 `overlap` names the entry it overlaps). */
export function useLogBaby(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBabyLog) => callEndpoint('POST /api/baby-tracking', { body }),
    onSuccess: (res) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
        // A warning sign in the log (a pale stool) raised a health flag.
        res.signs.length > 0 ? qc.invalidateQueries({ queryKey: ['flags'] }) : null,
      ]),
  });
}
