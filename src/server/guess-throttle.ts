/**
 * Consecutive failures per key, in memory (one process serves the app), and how long the next try must wait
 * (core/domain/auth-throttle.ts). A success clears a key; a key with no failure for a day is forgotten.
 */
import { THROTTLE_MEMORY_MS, throttleDelay, type ThrottleRule } from '../core/domain/auth-throttle.ts';

export class GuessThrottle {
  private readonly failures = new Map<string, { count: number; lastAt: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Milliseconds until `key` may try again under `rule` (0: now). */
  wait(key: string, rule: ThrottleRule): number {
    const f = this.failures.get(key);
    if (!f) return 0;
    const since = this.now() - f.lastAt;
    if (since >= THROTTLE_MEMORY_MS) {
      this.failures.delete(key);
      return 0;
    }
    return Math.max(0, throttleDelay(f.count, rule) - since);
  }

  fail(key: string): void {
    const now = this.now();
    const f = this.failures.get(key);
    if (f && now - f.lastAt < THROTTLE_MEMORY_MS) {
      f.count += 1;
      f.lastAt = now;
    } else {
      this.failures.set(key, { count: 1, lastAt: now });
      if (this.failures.size > 100_000) this.sweep(now);
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, f] of this.failures) if (now - f.lastAt >= THROTTLE_MEMORY_MS) this.failures.delete(key);
  }
}
