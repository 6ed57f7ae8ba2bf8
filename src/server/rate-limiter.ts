/**
 * Fixed-window attempt counter, in memory (one process serves the app). Used for sign-in and sign-up,
 * per client address and per account.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it may try now. Does not count an attempt. */
  retryAfter(key: string): number {
    const w = this.windows.get(key);
    const now = this.now();
    if (!w || w.resetAt <= now) return 0;
    return w.count >= this.limit ? w.resetAt - now : 0;
  }

  hit(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.sweep(now);
    } else {
      w.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** "Too many attempts" in words: seconds under a minute, else whole minutes (rounded up). */
export function retryMessage(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `Too many attempts. Please wait ${String(seconds)} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `Too many attempts. Please wait ${String(minutes)} minute${minutes === 1 ? '' : 's'} and try again.`;
}
