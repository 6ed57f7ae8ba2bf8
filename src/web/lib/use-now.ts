import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `everyMs` while `active` (a running timer's clock, a "2 h ago" that must move on);
 * still otherwise.
 */
export function useNow(active = true, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [active, everyMs]);
  return now;
}
