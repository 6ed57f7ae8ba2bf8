import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatchBody } from '../../../core/contracts/profile.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { profileStatusKey } from './profile-status.ts';

/** PATCH /api/profile/{userId}: edits, start date, recording the birth. */
export function useUpdateProfile(
  userId: string,
  /** Run even when the calling component has gone (recording the birth swaps the screen). */
  notify: { onSuccess?: () => void; onError?: () => void } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatchBody) =>
      callEndpoint('PATCH /api/profile/:userId', { params: { userId }, body }),
    onSuccess: async (data) => {
      qc.setQueryData(profileStatusKey(userId), data);
      await qc.invalidateQueries({ queryKey: ['profile', userId] });
      await qc.invalidateQueries({ queryKey: ['onboarding', userId] });
      notify.onSuccess?.();
    },
    onError: () => notify.onError?.(),
  });
}
