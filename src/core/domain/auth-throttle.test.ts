import { describe, expect, it } from 'vitest';
import { throttleDelay, throttleRules } from './auth-throttle.ts';

describe('throttleDelay', () => {
  const rules = throttleRules(5);

  it('lets the first tries through, then doubles the wait from a second', () => {
    expect([0, 4].map((n) => throttleDelay(n, rules.pair))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => throttleDelay(n, rules.pair))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('caps the wait: 15 minutes for one address, a minute for her email from everywhere', () => {
    expect(throttleDelay(100, rules.pair)).toBe(15 * 60_000);
    expect(throttleDelay(1000, rules.address)).toBe(15 * 60_000);
    expect(throttleDelay(19, rules.account)).toBe(0);
    expect(throttleDelay(10_000, rules.account)).toBe(60_000);
  });
});
