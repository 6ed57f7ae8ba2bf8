/**
 * Whether a new version of the app is ready, and how to switch to it. Set by the service worker's module
 * (service-worker.ts, loaded after the page), read by the Reload prompt. The new code waits until she presses
 * Reload: it never replaces the page under her in the middle of a form.
 */
import { useSyncExternalStore } from 'react';

let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function setUpdateAvailable(reload: () => Promise<void>): void {
  apply = reload;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The function that reloads into the new version, or null while there is none. */
export function useUpdateAvailable(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, () => apply);
}
