import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { localDateTimeIn } from '../../core/domain/zoned-time.ts';

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
  const local = useMemo(
    () => localDateTimeIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now),
    [timeZone, now],
  );
  const today = local.date;
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    void qc.invalidateQueries({ queryKey: ['profile'] });
  }, [today, qc]);
  return { hour: Number(local.time.slice(0, 2)), today, time: local.time };
}
