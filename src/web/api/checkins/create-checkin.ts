import { useMutation } from '@tanstack/react-query';
import type { CheckinBody } from '../../../core/contracts/checkins.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { checkinsKey } from './checkins.ts';

/**
 * POST /api/checkins, or kept on her phone to send when the signal returns, dated by when she checked in
 * (`checkedInAt`): `sent` says which.
 */
export function useCreateCheckin(userId: string) {
  return useMutation({
    // Offline too: the queue keeps the check-in instead of waiting for a network.
    networkMode: 'always',
    mutationFn: (body: CheckinBody) =>
      sendOrQueue(
        'POST /api/checkins',
        { body: { ...body, checkedInAt: body.checkedInAt ?? new Date().toISOString() } },
        { userId, invalidates: [checkinsKey(userId)] },
      ),
  });
}
