/**
 * The screen at the address she opens starts loading with the app, beside GET /api/auth/me, instead of after it
 * has answered and the frame has drawn (issue 21: on a slow phone network that is a round trip or two less
 * before the page she asked for). The same import() as the router's lazy screen, so the chunk is fetched once.
 * A signed-out visitor's sign-in screen likewise. A screen missing here still loads, only later.
 */
import { matchPath } from 'react-router';
import { maybeSignedIn } from '../api/auth/session-cache.ts';

const home = () => import('../features/home/home-page.tsx');
// Post-Birth Mode's screens are drawn inside its frame: both load at once.
const postBirth = (screen: () => Promise<unknown>) => () =>
  Promise.all([import('../features/post-birth/post-birth-layout.tsx'), screen()]);
const screens: [path: string, load: () => Promise<unknown>][] = [
  ['/', home],
  ['/dashboard', () => import('../features/dashboard/dashboard-page.tsx')],
  ['/learn', () => import('../features/learn/learn-page.tsx')],
  ['/learn/articles/:id', () => import('../features/learn/article-page.tsx')],
  ['/learn/answers/:id', () => import('../features/learn/answer-page.tsx')],
  ['/calendar', () => import('../features/calendar/calendar-page.tsx')],
  ['/journey/:week?', () => import('../features/journey/journey-page.tsx')],
  ['/symptoms', () => import('../features/symptoms/symptoms-page.tsx')],
  ['/journal', () => import('../features/journal/journal-page.tsx')],
  ['/mental-wellness', () => import('../features/wellness/wellness-page.tsx')],
  ['/exercise', () => import('../features/exercise/exercise-page.tsx')],
  ['/profile', () => import('../features/profile/profile-page.tsx')],
  ['/birth-prep', () => import('../features/birth-prep/birth-prep-page.tsx')],
  ['/visit-toolkit', () => import('../features/visit-toolkit/visit-toolkit-page.tsx')],
  ['/foundations', () => import('../features/foundations/foundations-page.tsx')],
  ['/copilot', () => import('../features/zara/copilot-page.tsx')],
  ['/zara-chat', () => Promise.all([home(), import('../features/zara/zara-chat-page.tsx')])],
  ['/flags', () => import('../features/flags/flags-page.tsx')],
  ['/post-birth', postBirth(() => import('../features/post-birth/hub-page.tsx'))],
  ['/post-birth/baby-tracker', postBirth(() => import('../features/baby-tracker/baby-tracker-page.tsx'))],
  ['/post-birth/recovery', postBirth(() => import('../features/recovery/recovery-page.tsx'))],
  [
    '/post-birth/reports',
    postBirth(() => import('../features/postpartum-reports/postpartum-reports-page.tsx')),
  ],
  ['/post-birth/recovery-chat', postBirth(() => import('../features/recovery-chat/recovery-chat-page.tsx'))],
  ['/milestone-tracker', () => import('../features/milestone-tracker/milestone-tracker-page.tsx')],
];

/**
 * Starts loading the screen for `pathname` (the sign-in screen when no session may exist); never waits. Gives the
 * screen's module (or the frame's and the screen's), for early-requests.ts to ask for the screen's own data.
 */
export function preloadScreen(pathname: string): Promise<unknown> | undefined {
  const load = maybeSignedIn()
    ? screens.find(([path]) => matchPath(path, pathname))?.[1]
    : () => import('../features/auth/sign-in-page.tsx');
  // A failed preload is retried by the router's own import when the screen is drawn, which shows its error.
  return load?.().catch(() => undefined);
}
