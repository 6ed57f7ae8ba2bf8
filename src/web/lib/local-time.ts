import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { localDateTimeIn } from '../../core/domain/zoned-time.ts';

let deviceZone: string | null = null;
// She may come back to the app in another zone (a flight): read it again then.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    deviceZone = null;
  });

/**
 * The phone's own time zone, read once rather than at every render: each read sets up an Intl.DateTimeFormat, slow
 * on a phone, and a first screen whose drawing is interrupted mounts (and reads) again each time it restarts.
 */
export function deviceTimeZone(): string {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}

let last: { key: string; local: { date: string; time: string } } | null = null;

/** The local date and time in a zone at the minute of `at`, worked out once a minute for every component. */
function localMinute(timeZone: string, at: Date): { date: string; time: string } {
  const key = `${timeZone} ${String(Math.floor(at.getTime() / 60_000))}`;
  if (last?.key !== key) last = { key, local: localDateTimeIn(timeZone, at) };
  return last.local;
}

/** Today's date in her zone (the phone's when she has none), outside a component (lib/prefetch-data.ts). */
export const localToday = (timeZone: string | undefined): string =>
  localMinute(timeZone ?? deviceTimeZone(), new Date()).date;

/**
 * Her local hour and date in her own time zone, refreshed every minute (windows open and close while she looks) and
 * when she comes back to the app. Queries never go stale on their own (docs/architecture.md), so when her date changes
 * with the app left open, her profile status (the week) is fetched again; day-keyed queries carry the date.
 */
export function useLocalTime(timeZone: string | undefined) {
  const [now, setNow] = useState(() => new Date());
  const qc = useQueryClient();
  useEffect(() => {
    const tick = () => setNow(new Date());
    const id = window.setInterval(tick, 60_000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  // Formatting a date in a zone is slow on a phone, and several components on every screen use this on every
  // render: worked out once a minute (or when her zone arrives), not per render and per field.
  const local = useMemo(() => localMinute(timeZone ?? deviceTimeZone(), now), [timeZone, now]);
  const today = local.date;
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    void qc.invalidateQueries({ queryKey: ['profile'] });
  }, [today, qc]);
  return { hour: Number(local.time.slice(0, 2)), today, time: local.time };
}
