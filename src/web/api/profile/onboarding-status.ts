import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const onboardingStatusKey = (userId: string) => ['onboarding', userId] as const;

/** GET /api/onboarding/status/{userId}: whether the wizard is still to do. */
export const onboardingStatusOptions = (userId: string) =>
  queryOptions({
    queryKey: onboardingStatusKey(userId),
    queryFn: () => callEndpoint('GET /api/onboarding/status/:userId', { params: { userId } }),
  });

export const useOnboardingStatus = (userId: string) => useQuery(onboardingStatusOptions(userId));
