/**
 * The answers every signed-in screen waits for, asked for as the app's code starts rather than one after another
 * as each layer of the frame is drawn (issue 21). Drawn in order, a fresh browser asked for her session once the
 * first render ran, her onboarding status once the session had answered and the app was drawn, and her profile (her
 * week and stage, which the frame and every screen read) once the gate had drawn the frame: three round trips in
 * a row before the page could ask for its own data. Here the session goes out at once, and the status and profile
 * together the moment it answers; once her profile is known, the screen she opened asks for its own data (a
 * screen's module may export `prefetchData`, beside the hooks that read the same queries), while the frame is still
 * being drawn. The screens' queries use these answers (same keys; nothing is fetched twice: answers stay fresh
 * until invalidated, lib/query-client.ts). Signed out, nothing is asked. When her id is known before the server
 * answers (the signed-in marker holds it, or her cached user), her status and profile go out beside her session
 * rather than after it: one round trip less; the session's answer still decides whose they are.
 */
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../api/auth/me.ts';
import { likelyUserId, maybeSignedIn } from '../api/auth/session-cache.ts';
import { onboardingStatusOptions } from '../api/profile/onboarding-status.ts';
import { profileStatusOptions } from '../api/profile/profile-status.ts';
import { deviceTimeZone } from '../lib/local-time.ts';
import type { PrefetchData } from '../lib/prefetch-data.ts';

/** The `prefetchData` of a loaded screen module (or of each of the frame's and the screen's). */
function prefetchersOf(loaded: unknown): PrefetchData[] {
  const modules = Array.isArray(loaded) ? loaded : [loaded];
  return modules.flatMap((m) => {
    const fn = (m as { prefetchData?: unknown } | undefined)?.prefetchData;
    return typeof fn === 'function' ? [fn as PrefetchData] : [];
  });
}

/** `screen`: the module of the screen at the address (app/screen-preload.ts), loading beside the session. */
export function startEarlyRequests(queryClient: QueryClient, screen: Promise<unknown> | undefined): void {
  if (!maybeSignedIn()) return;
  const { pathname, search: query } = window.location;
  const search = new URLSearchParams(query);
  const likely = likelyUserId();
  if (likely) askForProfile(queryClient, likely);
  // The page's first Intl.DateTimeFormat costs 75-100 ms at a phone's speed (its date data is set up then, whatever
  // the zone), and every signed-in screen formats her day: set up in a task of its own while her session is on the
  // network, instead of inside the task that draws or prefetches her screen once it answers.
  setTimeout(deviceTimeZone, 0);
  void (async () => {
    const user = await queryClient.fetchQuery(meQueryOptions());
    if (!user) return;
    if (user.id !== likely) askForProfile(queryClient, user.id);
    const [status, loaded] = await Promise.all([
      queryClient.fetchQuery(profileStatusOptions(user.id)),
      screen,
    ]);
    for (const prefetch of prefetchersOf(loaded))
      prefetch(queryClient, { userId: user.id, status, search, pathname });
  })()
    // The screens show a failed session or profile themselves, with a way forward; nothing to add here.
    .catch(() => undefined);
}

/** Her onboarding status and profile (the second waits for nothing: fetchQuery above joins the request in flight). */
function askForProfile(queryClient: QueryClient, userId: string): void {
  void queryClient.prefetchQuery(onboardingStatusOptions(userId));
  void queryClient.prefetchQuery(profileStatusOptions(userId));
}
