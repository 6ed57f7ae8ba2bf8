import type { QueryClient } from '@tanstack/react-query';

/** How long nothing may have been fetched before the page counts as settled. */
const QUIET_MS = 2000;

/** Runs `fn` when the browser has nothing else to do, at the latest after `timeoutMs` (at once without the API). */
export const whenIdle = (fn: () => void, timeoutMs: number): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: timeoutMs });
  else fn();
};

/**
 * Calls `fn` once the page has loaded, its screen's answers have come (nothing fetched for two seconds) and the
 * browser is idle. For work the first screen does not need, such as the service worker's install, which fetches
 * every chunk of the app for offline use: started at the load event it competed with the first screen's
 * drawing for a phone's CPU and network (and, on this 2-core machine, the server's).
 */
export function whenSettled(queryClient: QueryClient, fn: () => void): void {
  const afterLoad = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (queryClient.isFetching() > 0) return wait();
      unsubscribe();
      whenIdle(fn, QUIET_MS);
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(check, QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(wait);
    wait();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
