/**
 * The browser-storage user is a cache of GET /api/auth/me (03-decisions.md section 1): it lets the app draw
 * at once on reload; the server decides. An unparseable saved user is discarded.
 */
import { type User, userSchema } from '../../../../core/contracts/auth.ts';

const KEY = 'zara.user';

export function readCachedUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = userSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
