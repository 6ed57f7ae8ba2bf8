/**
 * Notices (sonner), loaded with the first notice rather than with the app: sonner is about 9 KB of the first page's
 * compressed JavaScript, and most first pages show no notice (issue 21, e2e/first-load.e2e.ts). Same calls as
 * sonner's `toast`; the Toaster itself is mounted by `ToasterHost` (components/ui/toaster-host.tsx) when the first
 * notice asks for it, and the notice is shown once it listens.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let openHost: (() => Promise<void>) | undefined;
let hostConnected: () => void = () => undefined;
const connected = new Promise<void>((resolve) => {
  hostConnected = resolve;
});
let ready: Promise<Sonner> | undefined;

/** Called once by ToasterHost: `open` mounts the Toaster and resolves when it listens. */
export function connectToasterHost(open: () => Promise<void>): void {
  openHost = open;
  hostConnected();
}

function sonner(): Promise<Sonner> {
  ready ??= Promise.all([import('sonner'), connected.then(() => openHost?.())])
    .then(([module]) => module)
    .catch((error: unknown) => {
      // The chunk could not load (no network and not cached): the next notice tries again.
      ready = undefined;
      throw error;
    });
  return ready;
}

function show(call: (s: Sonner) => unknown): void {
  sonner().then(call, (error: unknown) => console.error('Could not show a notice', error));
}

export const toast = Object.assign(
  (message: string, data?: ExternalToast) => show((s) => s.toast(message, data)),
  {
    success: (message: string, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
    error: (message: string, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
    warning: (message: string, data?: ExternalToast) => show((s) => s.toast.warning(message, data)),
  },
);
