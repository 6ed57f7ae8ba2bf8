import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '../../../core/contracts/calendar.ts';
import { callEndpoint } from '../../lib/api-client.ts';

const key = (userId: string) => ['notifications', userId] as const;

/**
 * GET /api/notifications/{userId}: her due reminders. Polled once a minute while the app is open, because a
 * reminder becomes due with time, not with anything she does (the spec's "no polling" leaves room for this).
 */
export const notificationsOptions = (userId: string) =>
  queryOptions({
    queryKey: key(userId),
    enabled: Boolean(userId),
    refetchInterval: 60_000,
    queryFn: () => callEndpoint('GET /api/notifications/:userId', { params: { userId } }),
  });
export const useNotifications = (userId: string) => useQuery(notificationsOptions(userId));

const DAY_MS = 86_400_000;

/**
 * The reminders to show now: from the last day, only the newest one per event (the list is newest first), and
 * only while that one is unread. The event counts as seen before the read check: once she has dismissed
 * 'In an hour: Scan', the older unread 'Tomorrow: Scan' must not come back in its place.
 */
export function currentReminders(list: AppNotification[], now: number): AppNotification[] {
  const seen = new Set<string>();
  return list.filter((n) => {
    const key = n.eventId ?? n.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return n.readAt === null && now - Date.parse(n.dueAt) < DAY_MS;
  });
}

/** Her current reminders (see currentReminders). */
export const useDueReminders = (userId: string) =>
  useQuery({ ...notificationsOptions(userId), select: (list) => currentReminders(list, Date.now()) });

/** PATCH /api/notifications/{notificationId}/read. */
export function useMarkNotificationRead(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint('PATCH /api/notifications/:notificationId/read', { params: { notificationId: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(userId) }),
  });
}
