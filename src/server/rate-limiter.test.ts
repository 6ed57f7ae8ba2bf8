import { describe, expect, it } from 'vitest';
import { AttemptLimiter, retryMessage } from './rate-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows up to the limit in a window, then says how long to wait', () => {
    let now = 1_000;
    const limiter = new AttemptLimiter(2, 60_000, () => now);
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBe(60_000);
    expect(limiter.retryAfter('b')).toBe(0);
    now += 59_999;
    expect(limiter.retryAfter('a')).toBe(1);
    now += 1;
    expect(limiter.retryAfter('a')).toBe(0);
  });
  it('reset clears a key', () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
  it('words the wait in seconds under a minute, else in whole minutes', () => {
    expect(retryMessage(1)).toContain('1 second ');
    expect(retryMessage(1500)).toContain('2 seconds');
    expect(retryMessage(60_000)).toContain('1 minute ');
    expect(retryMessage(61_000)).toContain('2 minutes');
  });
});
