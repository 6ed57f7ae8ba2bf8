import { describe, expect, it } from 'vitest';
import { reauthCovers, sessionEnded, sessionExpiry, slidExpiry } from './session-lifetime.ts';

const DAY = 86_400_000;
const signedIn = new Date('2026-03-01T08:00:00Z');
const after = (days: number) => new Date(signedIn.getTime() + days * DAY);

describe('session lifetime', () => {
  it('ends two weeks after her last use, and never later than 30 days after signing in', () => {
    expect(sessionExpiry(signedIn, signedIn)).toEqual(after(14));
    expect(sessionExpiry(signedIn, after(10))).toEqual(after(24));
    expect(sessionExpiry(signedIn, after(20))).toEqual(after(30));
    expect(sessionExpiry(signedIn, after(29))).toEqual(after(30));
  });

  it('has ended 30 days after sign-in', () => {
    expect(sessionEnded(signedIn, after(29.9))).toBe(false);
    expect(sessionEnded(signedIn, after(30))).toBe(true);
  });

  it('slides at most once a day, and not past the absolute end', () => {
    expect(slidExpiry(signedIn, after(14), after(0.5))).toBeNull();
    expect(slidExpiry(signedIn, after(14), after(1))).toEqual(after(15));
    expect(slidExpiry(signedIn, after(29.5), after(20))).toBeNull();
    expect(slidExpiry(signedIn, after(28), after(20))).toEqual(after(30));
  });

  it('takes a password entered in the last five minutes as re-authentication', () => {
    const now = Date.now();
    expect(reauthCovers(now - 4 * 60_000, now)).toBe(true);
    expect(reauthCovers(now - 5 * 60_000, now)).toBe(false);
    expect(reauthCovers(undefined, now)).toBe(false);
    expect(reauthCovers(now + 1000, now)).toBe(false);
  });
});
