/**
 * Live sessions cached in memory for a short time, so that an authenticated request does not always need a
 * database round trip. One process serves the app, so evicting on
 * sign-out and account deletion keeps the cache exact; a role changed from the command line shows within the TTL.
 */
import type { User } from '../core/contracts/auth.ts';

interface Live {
  user: User;
  expiresAt: Date;
  /** When she signed in: the session's absolute end follows from it. */
  createdAt: Date;
}

interface Entry extends Live {
  cachedUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): Live | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    const now = this.now();
    if (e.cachedUntil <= now || e.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e;
  }

  set(tokenHash: string, live: Live): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { ...live, cachedUntil: this.now() + this.ttlMs });
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  deleteUser(userId: string): void {
    for (const [key, e] of this.entries) if (e.user.id === userId) this.entries.delete(key);
  }
}
