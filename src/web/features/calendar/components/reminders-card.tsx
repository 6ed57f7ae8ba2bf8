import { Bell, BellRing } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import type { AppNotification } from '../../../../core/contracts/calendar.ts';
import { useDueReminders, useMarkNotificationRead } from '../../../api/calendar/notifications.ts';
import { formatDayAndClock } from '../../../lib/dates.ts';

const SHOWN_KEY = 'zara.shownReminders';

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

type Permission = NotificationPermission | 'unsupported';

/** When and where, in her locale's words ("Tuesday, 16 March 2027, 10:30, Riverside clinic"), from the event itself. */
const reminderBody = (n: AppNotification) =>
  n.event
    ? `${formatDayAndClock(n.event.date, n.event.time, 'full')}${n.event.location ? `, ${n.event.location}` : ''}`
    : n.body;

/**
 * The browser's notification permission as a tiny store, so asking on one screen updates every reader. Reading
 * Notification.permission asks the browser process and waits for it (a sixth of the first screen's script time in
 * a profile of a throttled phone), and a store's snapshot is read on every render: it is read once, again after
 * she answers the prompt, and when she comes back to the app (she may have changed it in the browser's settings).
 */
const permissionListeners = new Set<() => void>();
const readPermission = (): Permission => (notificationsSupported() ? Notification.permission : 'unsupported');
let permission: Permission | null = null;
const currentPermission = (): Permission => (permission ??= readPermission());
function refreshPermission(): void {
  const next = readPermission();
  if (next === permission) return;
  permission = next;
  for (const listener of permissionListeners) listener();
}
const onVisible = () => {
  if (document.visibilityState === 'visible') refreshPermission();
};
const useNotificationPermission = () =>
  useSyncExternalStore((onChange) => {
    if (permissionListeners.size === 0) document.addEventListener('visibilitychange', onVisible);
    permissionListeners.add(onChange);
    return () => {
      permissionListeners.delete(onChange);
      if (permissionListeners.size === 0) document.removeEventListener('visibilitychange', onVisible);
    };
  }, currentPermission);
async function askPermission(): Promise<void> {
  if (!notificationsSupported()) return;
  await Notification.requestPermission();
  refreshPermission();
}

function shownIds(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(SHOWN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/**
 * Mounted once in the app frame: shows due reminders as browser notifications, once each, while the app is open
 * on any screen and only when she has allowed them (permission is asked from a button, never on load).
 */
export function BrowserReminders({ userId }: { userId: string }) {
  const due = useDueReminders(userId).data;
  const permission = useNotificationPermission();
  useEffect(() => {
    if (!due?.length || permission !== 'granted') return;
    const shown = shownIds();
    for (const n of due) {
      if (shown.has(n.id)) continue;
      try {
        new Notification(n.title, { body: reminderBody(n), tag: n.id });
      } catch {
        // Some browsers only allow notifications from a service worker; the in-app list still shows it.
      }
      shown.add(n.id);
    }
    localStorage.setItem(SHOWN_KEY, JSON.stringify([...shown].slice(-200)));
  }, [due, permission]);
  return null;
}

/** In-app reminders (the day before and an hour before) and the switch for browser notifications. */
export function RemindersCard({ userId }: { userId: string }) {
  const list = useDueReminders(userId);
  const markRead = useMarkNotificationRead(userId);
  const permission = useNotificationPermission();
  const unread = list.data ?? [];

  if (unread.length === 0 && permission !== 'default') return null;
  return (
    <Card className="space-y-3" aria-labelledby="reminders-title">
      <CardTitle id="reminders-title" className="flex items-center gap-2">
        <BellRing aria-hidden className="h-5 w-5 text-primary" />
        Reminders
      </CardTitle>
      {unread.length ? (
        <ul className="space-y-2">
          {unread.map((n) => (
            <li key={n.id} className="flex items-start justify-between gap-3 rounded-xl bg-primary-soft p-3">
              <div>
                <p className="font-medium">{n.title}</p>
                <p className="text-sm text-muted">{reminderBody(n)}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markRead.mutate(n.id)}
                aria-label={`Dismiss reminder: ${n.title}`}
              >
                Got it
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {permission === 'default' ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            Get your appointment reminders as notifications on this device while Zara is open.
          </p>
          <Button variant="outline" size="sm" onClick={() => void askPermission()}>
            <Bell aria-hidden className="h-4 w-4" />
            Turn on notifications
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
