import { useEffect, useState } from 'react';
import { localDateTimeIn } from '../../../../core/domain/zoned-time.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const read = () => localDateTimeIn(browserZone(), new Date());

/** Her local date and time on this device, refreshed every minute (Today, Upcoming and the week move with it). */
export function useLocalNow(): { date: string; time: string } {
  const [now, setNow] = useState(read);
  useEffect(() => {
    const id = window.setInterval(() => {
      const next = read();
      setNow((prev) => (prev.date === next.date && prev.time === next.time ? prev : next));
    }, 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
