/**
 * The browser-storage user is a cache of GET /api/auth/me (docs/product.md, "Sessions"): it lets the app draw
 * at once on reload; the server decides. An unparseable saved user is discarded.
 */
import { SIGNED_IN_COOKIE } from '../../../core/contracts/app-pages.ts';
import type { User } from '../../../core/contracts/auth.ts';

const KEY = 'zara.user';
/** The server's signed-in marker (server/modules/auth/session.ts). */
const SIGNED_IN_MARKER = `${SIGNED_IN_COOKIE}=`;

/**
 * The shape GET /api/auth/me returned (the server validated it then). Checked by hand rather than with the
 * contract's schema so that the first page does not carry the validation library; the server still decides.
 */
function isCachedUser(v: unknown): v is User {
  if (typeof v !== 'object' || v === null) return false;
  const u = v as Record<string, unknown>;
  return (
    typeof u.id === 'string' &&
    typeof u.email === 'string' &&
    typeof u.displayName === 'string' &&
    (u.role === 'mother' || u.role === 'admin') &&
    typeof u.createdAt === 'string'
  );
}

export function readCachedUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isCachedUser(parsed)) return parsed;
  } catch {
    // fall through: discard
  }
  localStorage.removeItem(KEY);
  return null;
}

export function writeCachedUser(user: User | null): void {
  if (user) localStorage.setItem(KEY, JSON.stringify(user));
  else localStorage.removeItem(KEY);
}

/** The marker's value, or null without one (an emptied marker is being cleared: none). */
function marker(): string | null {
  for (const c of document.cookie.split(';')) {
    const cookie = c.trim();
    if (cookie.startsWith(SIGNED_IN_MARKER)) return cookie.slice(SIGNED_IN_MARKER.length) || null;
  }
  return null;
}

/**
 * Whether a session may exist on this browser: the server's signed-in marker is there, or a user is cached (a
 * session older than the marker: GET /api/auth/me then gives it one). Without either the app does not ask, so a
 * signed-out visitor's first page sends no request that must fail with a 401.
 */
export function maybeSignedIn(): boolean {
  return marker() !== null || readCachedUser() !== null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose session this browser probably has, before the server says: the id in the marker (the server keeps it
 * hers), else her cached user's. A guess for asking early only; GET /api/auth/me decides.
 */
export function likelyUserId(): string | null {
  const marked = marker();
  if (marked && UUID.test(marked)) return marked;
  return readCachedUser()?.id ?? null;
}
