import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileStatus } from '../../../../core/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useMe } from '../../../api/auth/me.ts';

export const profileStatusKey = (userId: string) => ['profile', userId, 'status'] as const;

/** GET /api/profile/{userId}/status: her profile and where she is (week, stage). */
export const profileStatusOptions = (userId: string) =>
  queryOptions({
    queryKey: profileStatusKey(userId),
    queryFn: () => apiRequest<ProfileStatus>('GET', `/api/profile/${userId}/status`),
  });

export const useProfileStatus = (userId: string) => useQuery(profileStatusOptions(userId));

/** The signed-in user's id (the signed-in layout only renders with a user). */
export function useUserId(): string {
  const me = useMe();
  return me.data?.id ?? '';
}

/** Her profile status, for the signed-in user. */
export const useMyProfileStatus = () => useProfileStatus(useUserId());
