import { useEffect, useState } from 'react';
import { hourIn, localDateIn } from '../../../../core/domain/time-windows.ts';
import { localDateTimeIn } from '../../../../core/domain/zoned-time.ts';

/** Her local hour and date in her own time zone, refreshed every minute (windows open and close while she looks). */
export function useLocalTime(timeZone: string | undefined) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  const tz = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { hour: hourIn(tz, now), today: localDateIn(tz, now), time: localDateTimeIn(tz, now).time };
}
