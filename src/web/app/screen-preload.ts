/**
 * The screen at the address she opens starts loading with the app, beside GET /api/auth/me, instead of after it
 * has answered and the frame has drawn (issue 21: on a slow phone network that is a round trip or two less
 * before the page she asked for). The modules are those of core/contracts/app-pages.ts, whose built files the
 * server also names in the page; each import is the same as the router's lazy screen, so a file is fetched once.
 * A signed-out visitor's sign-in screen likewise.
 */
import { matchPath } from 'react-router';
import { SCREENS, SIGN_IN_MODULE } from '../../core/contracts/app-pages.ts';
import { maybeSignedIn } from '../api/auth/session-cache.ts';

const loaders = import.meta.glob([
  '../features/**/*-page.tsx',
  '../features/post-birth/post-birth-layout.tsx',
]);

/** The modules the screen at `pathname` loads first (none for an address not listed). */
function screenModules(pathname: string, signedIn: boolean): readonly string[] {
  if (!signedIn) return [SIGN_IN_MODULE];
  return SCREENS.find((s) => matchPath(s.path, pathname))?.modules ?? [];
}

/**
 * Starts loading the screen for `pathname` (the sign-in screen when no session may exist); never waits. Gives the
 * screen's modules (the frame's and the screen's), for early-requests.ts to ask for the screen's own data.
 */
export function preloadScreen(pathname: string): Promise<unknown> | undefined {
  const modules = screenModules(pathname, maybeSignedIn());
  if (modules.length === 0) return undefined;
  // A failed preload is retried by the router's own import when the screen is drawn, which shows its error.
  return Promise.all(modules.flatMap((m) => loaders[`../${m}`]?.() ?? [])).catch(() => undefined);
}
