import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '../../lib/api-client.ts';

const key = (userId: string) => ['calendar', userId, 'subscription'] as const;

/** GET /api/calendar/subscription/{userId}: whether her private link is on. */
export const subscriptionOptions = (userId: string) =>
  queryOptions({
    queryKey: key(userId),
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/calendar/subscription/:userId', { params: { userId } }),
  });
export const useSubscriptionStatus = (userId: string) => useQuery(subscriptionOptions(userId));

/** POST /api/calendar/subscription/{userId}: a new private link (the old one stops working). */
export function useCreateSubscription(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint('POST /api/calendar/subscription/:userId', { params: { userId }, body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** DELETE /api/calendar/subscription/{userId}: turns the link off. */
export function useRevokeSubscription(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('DELETE /api/calendar/subscription/:userId', { params: { userId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** GET /api/calendar/{userId}.ics: the signed-in download of her whole calendar. */
export const icsDownloadPath = (userId: string) =>
  endpointUrl('GET /api/calendar/:userId.ics', { params: { userId } });
