/**
 * Slowing password guessing without letting a stranger lock her out (NIST SP 800-63B 5.2.2, OWASP ASVS 2.2.1):
 * instead of a hard lock after N failures, each failure past a few free ones makes the next try wait longer,
 * doubling each time. The waits are counted per email and address together (where a guesser is), per email from
 * everywhere (guessing spread over many addresses) with a short cap, so that a stranger can at worst make her wait
 * a minute, never stop her signing in, and per address whatever the email.
 */
export interface ThrottleRule {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  capMs: number;
}

/** How long the next try must wait after `failures` failures in a row. */
export function throttleDelay(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capMs, rule.baseMs * 2 ** Math.min(30, failures - rule.free));
}

const MINUTE = 60_000;

/** The three counters; `free` of the first is configurable (AUTH_RATE_LIMIT_PER_ACCOUNT), the rest follow it. */
export function throttleRules(
  freePerAccountAndAddress: number,
): Record<'pair' | 'account' | 'address', ThrottleRule> {
  return {
    pair: { free: freePerAccountAndAddress, baseMs: 1000, capMs: 15 * MINUTE },
    account: { free: 4 * freePerAccountAndAddress, baseMs: 1000, capMs: MINUTE },
    address: { free: 6 * freePerAccountAndAddress, baseMs: 1000, capMs: 15 * MINUTE },
  };
}

/** Failures are forgotten after a day without one. */
export const THROTTLE_MEMORY_MS = 24 * 60 * MINUTE;
