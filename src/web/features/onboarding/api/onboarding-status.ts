import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingStatus } from '../../../../core/contracts/onboarding.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const onboardingStatusKey = (userId: string) => ['onboarding', userId] as const;

/** GET /api/onboarding/status/{userId}: whether the wizard is still to do. */
export const onboardingStatusOptions = (userId: string) =>
  queryOptions({
    queryKey: onboardingStatusKey(userId),
    queryFn: () => apiRequest<OnboardingStatus>('GET', `/api/onboarding/status/${userId}`),
  });

export const useOnboardingStatus = (userId: string) => useQuery(onboardingStatusOptions(userId));
