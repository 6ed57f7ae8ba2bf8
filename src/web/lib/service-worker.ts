/**
 * Registers the service worker (built by vite-plugin-pwa: vite.config.ts) once the page has loaded, from its own
 * chunk, so the first page's code stays within its budget. With `registerType: 'prompt'` a new version installs in
 * the background and waits; `setUpdateAvailable` lets the Reload prompt offer it. While the app stays open it looks
 * for a new version every hour.
 */
import { registerSW } from 'virtual:pwa-register';
import { setUpdateAvailable } from './update-available.ts';

const HOUR_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const reload = registerSW({
    immediate: true,
    onNeedRefresh: () => setUpdateAvailable(() => reload(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), HOUR_MS);
    },
  });
}
