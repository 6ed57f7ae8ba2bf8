/**
 * Registers the service worker (built by vite-plugin-pwa with Workbox: vite.config.ts) once the page has loaded,
 * from its own chunk. A new version installs in the background and waits (`registerType: 'prompt'`: the worker
 * does not skip waiting); `setUpdateAvailable` lets the Reload prompt offer it, and only her press sends the
 * worker Workbox's `SKIP_WAITING` message, after which the page reloads into the new version. So nothing changes
 * under her in the middle of a form. While the app stays open it looks for a new version every hour.
 *
 * Written here rather than through workbox-window (vite-plugin-pwa's `virtual:pwa-register`): these few lines are
 * all of it this app uses, and the 2 KB it weighs would be most of the first page's headroom
 * (e2e/first-load.e2e.ts).
 */
import { setUpdateAvailable } from './update-available.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Offers the waiting worker: pressing Reload activates it, then the page reloads once it controls the page. */
function offer(waiting: ServiceWorker): void {
  setUpdateAvailable(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return Promise.resolve();
  });
}

export async function startServiceWorker(): Promise<void> {
  // The development server builds no worker.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A first install is not an update: only a worker waiting behind one that controls the page is.
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && isUpdate()) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isUpdate()) offer(installing);
    });
  });
  setInterval(() => void registration.update(), HOUR_MS);
}
