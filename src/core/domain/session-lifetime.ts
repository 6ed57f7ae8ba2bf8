/**
 * How long a session lives (docs/product.md, "Sessions"; NIST SP 800-63B 4.1.3 and 7.2, OWASP ASVS 3.3): an
 * idle timeout that slides forward with use (two weeks after her last visit) and an absolute lifetime (30 days
 * after she signed in, whatever her use), after which she signs in again. With both at 30 days the slide would
 * never matter, so the idle part is two weeks: a phone left unused for a fortnight, or lost, is signed out. The
 * slide is written at most once a day, to spare a write on every request. A sensitive
 * action (changing her email or password, downloading her data, deleting the account) also needs her password
 * entered again within the last few minutes.
 */
const DAY = 24 * 60 * 60 * 1000;

export const SESSION_IDLE_MS = 14 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
export const SESSION_SLIDE_STEP_MS = DAY;
export const REAUTH_VALID_MS = 5 * 60 * 1000;

/** When a session signed in at `createdAt` and used at `now` ends. */
export const sessionExpiry = (createdAt: Date, now: Date): Date =>
  new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));

/** Whether a session signed in at `createdAt` has passed its absolute end at `now`. */
export const sessionEnded = (createdAt: Date, now: Date): boolean =>
  now.getTime() >= createdAt.getTime() + SESSION_ABSOLUTE_MS;

/** The new expiry when using it now should push it forward (by a day or more), else null. */
export function slidExpiry(createdAt: Date, expiresAt: Date, now: Date): Date | null {
  const next = sessionExpiry(createdAt, now);
  return next.getTime() - expiresAt.getTime() >= SESSION_SLIDE_STEP_MS ? next : null;
}

/** Whether a password entered at `at` still covers a sensitive action at `now`. */
export const reauthCovers = (at: number | undefined, now: number): boolean =>
  at !== undefined && now - at >= 0 && now - at < REAUTH_VALID_MS;
