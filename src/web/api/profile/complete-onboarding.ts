import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingCompleteBody } from '../../../core/contracts/profile.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/onboarding/complete; refreshes the gate and every profile-derived query. */
export function useCompleteOnboarding(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingCompleteBody) => callEndpoint('POST /api/onboarding/complete', { body }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['profile', userId] });
      await qc.invalidateQueries({ queryKey: ['onboarding', userId] });
    },
  });
}
