import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const profileStatusKey = (userId: string) => ['profile', userId, 'status'] as const;

/** GET /api/profile/{userId}/status: her profile and where she is (week, stage). */
export const profileStatusOptions = (userId: string) =>
  queryOptions({
    queryKey: profileStatusKey(userId),
    queryFn: () => callEndpoint('GET /api/profile/:userId/status', { params: { userId } }),
  });

export const useProfileStatus = (userId: string) => useQuery(profileStatusOptions(userId));
