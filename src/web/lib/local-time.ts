import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { hourIn, localDateIn } from '../../core/domain/time-windows.ts';
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
  const tz = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = localDateIn(tz, now);
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    void qc.invalidateQueries({ queryKey: ['profile'] });
  }, [today, qc]);
  return { hour: hourIn(tz, now), today, time: localDateTimeIn(tz, now).time };
}
