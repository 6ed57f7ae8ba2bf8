/**
 * What the server and the app agree on about the app's pages (issue 21). No library here: the app's first page
 * imports this file.
 *
 * Each screen's address and the modules it loads first (paths under src/web), read by both sides:
 * - the app (web/app/screen-preload.ts) starts loading them with its own code, beside GET /api/auth/me, instead of
 *   after the session has answered and the frame has drawn;
 * - the server (server/plugins/web.ts) names their built files in the page it sends for the address
 *   (`<link rel="modulepreload">`), so a phone fetches them while the app's own code is still downloading instead
 *   of discovering them once it has run: on a slow network a round trip and a download less before her screen.
 * The paths are React Router's and Fastify's both (static segments, `:name`, a last `:name?`). A screen missing here
 * still loads, only later. Signed out, every address shows the sign-in screen.
 */

import type { EndpointKey } from './api.ts';

/** Set by the server beside the httpOnly session cookie and cleared with it; holds her user id, nothing secret. */
export const SIGNED_IN_COOKIE = 'zara_signed_in';

/**
 * The reads every signed-in screen starts with (web/app/early-requests.ts: her session, onboarding status and
 * profile), by the user id the marker holds. The server names them in the page's `Link` header (preload, as fetch),
 * so a phone asks for them as the page arrives, beside the app's code, rather than once that code has downloaded
 * and run; the app's own requests for the same addresses take those answers.
 */
const SESSION_READS = [
  'GET /api/auth/me',
  'GET /api/onboarding/status/:userId',
  'GET /api/profile/:userId/status',
] as const satisfies readonly EndpointKey[];

export const sessionReads = (userId: string): readonly string[] =>
  SESSION_READS.map((key) => key.slice('GET '.length).replace(':userId', encodeURIComponent(userId)));

const HOME = 'features/home/home-page.tsx';
/** Post-Birth Mode's screens are drawn inside its frame: both load at once. */
const postBirth = (screen: string) => ['features/post-birth/post-birth-layout.tsx', screen];

export interface Screen {
  path: string;
  modules: readonly string[];
}

export const SCREENS: readonly Screen[] = (
  [
    ['/', [HOME]],
    ['/dashboard', ['features/dashboard/dashboard-page.tsx']],
    ['/learn', ['features/learn/learn-page.tsx']],
    ['/learn/articles/:id', ['features/learn/article-page.tsx']],
    ['/learn/answers/:id', ['features/learn/answer-page.tsx']],
    ['/calendar', ['features/calendar/calendar-page.tsx']],
    ['/journey/:week?', ['features/journey/journey-page.tsx']],
    ['/symptoms', ['features/symptoms/symptoms-page.tsx']],
    ['/journal', ['features/journal/journal-page.tsx']],
    ['/mental-wellness', ['features/wellness/wellness-page.tsx']],
    ['/exercise', ['features/exercise/exercise-page.tsx']],
    ['/profile', ['features/profile/profile-page.tsx']],
    ['/birth-prep', ['features/birth-prep/birth-prep-page.tsx']],
    ['/visit-toolkit', ['features/visit-toolkit/visit-toolkit-page.tsx']],
    ['/foundations', ['features/foundations/foundations-page.tsx']],
    ['/copilot', ['features/zara/copilot-page.tsx']],
    ['/zara-chat', [HOME, 'features/zara/zara-chat-page.tsx']],
    ['/flags', ['features/flags/flags-page.tsx']],
    ['/post-birth', postBirth('features/post-birth/hub-page.tsx')],
    ['/post-birth/baby-tracker', postBirth('features/baby-tracker/baby-tracker-page.tsx')],
    ['/post-birth/recovery', postBirth('features/recovery/recovery-page.tsx')],
    ['/post-birth/reports', postBirth('features/postpartum-reports/postpartum-reports-page.tsx')],
    ['/post-birth/recovery-chat', postBirth('features/recovery-chat/recovery-chat-page.tsx')],
    ['/milestone-tracker', ['features/milestone-tracker/milestone-tracker-page.tsx']],
  ] as const
).map(([path, modules]) => ({ path, modules }));

export const SIGN_IN_MODULE = 'features/auth/sign-in-page.tsx';
