import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedResponseSchema, feedStatusSchema } from '../../../../core/contracts/calendar.ts';
import { apiRequest } from '../../../lib/api-client.ts';

type FeedUrls = z.infer<typeof feedResponseSchema>;
type FeedStatus = z.infer<typeof feedStatusSchema>;

const key = (userId: string) => ['calendar', userId, 'subscription'] as const;

/** GET /api/calendar/subscription/{userId}: whether her private link is on. */
export const subscriptionOptions = (userId: string) =>
  queryOptions({
    queryKey: key(userId),
    enabled: Boolean(userId),
    queryFn: () => apiRequest<FeedStatus>('GET', `/api/calendar/subscription/${userId}`),
  });
export const useSubscriptionStatus = (userId: string) => useQuery(subscriptionOptions(userId));

/** POST /api/calendar/subscription/{userId}: a new private link (the old one stops working). */
export function useCreateSubscription(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FeedUrls>('POST', `/api/calendar/subscription/${userId}`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** DELETE /api/calendar/subscription/{userId}: turns the link off. */
export function useRevokeSubscription(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<undefined>('DELETE', `/api/calendar/subscription/${userId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** The signed-in download of her whole calendar. */
export const icsDownloadPath = (userId: string) => `/api/calendar/${userId}.ics`;
