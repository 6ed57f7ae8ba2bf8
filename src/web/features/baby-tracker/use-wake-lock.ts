import { useEffect, useState } from 'react';

export type WakeLockState = 'unsupported' | 'off' | 'held';

/**
 * Keeps the screen awake while `active` (a timer runs), where the browser allows it (the Screen Wake Lock API,
 * feature-detected): a phone that dims mid-feed hides the clock she is watching. The browser releases the lock when
 * the page is hidden, so it is asked for again when she comes back.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || !supported) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const acquire = async () => {
      try {
        const next = await navigator.wakeLock.request('screen');
        if (done) {
          await next.release();
          return;
        }
        lock = next;
        setHeld(true);
        next.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, a hidden page): the screen may dim, nothing else changes.
        setHeld(false);
      }
    };
    void acquire();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (!lock || lock.released)) void acquire();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
      setHeld(false);
    };
  }, [active, supported]);
  if (!supported) return 'unsupported';
  return held ? 'held' : 'off';
}
