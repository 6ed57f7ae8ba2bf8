/**
 * The recovery tracker's red flags (product spec section 5, kept as written by the clinical brief; docs/product.md,
 * "Recovery tracker"; docs/clinical-safety.md, part B). Decided on the server when a log is saved or corrected; the
 * client's own `redFlag` may raise a log, never lower it.
 *
 * | log           | flagged when                        | reason (verbatim)                                                               |
 * | bleeding      | volume heavy, or clots              | Heavy bleeding or blood clots detected - requires immediate medical attention   |
 * | pain          | level 8 or more                     | Severe pain level (8+) reported - may require medical evaluation                |
 * | mental health | mood 2 or less, or anxiety 8 or more | Concerning mental health indicators - consider reaching out for support         |
 * | medication, nutrition | never                       |                                                                                 |
 *
 * Heavy bleeding or clots is the catalogue's `postpartum-heavy-bleeding` (soaking a pad an hour, or clots the size
 * of an egg: URGENT, and an emergency with faintness), so its advice and the Call button come with it and its flag is
 * red; pain and mood are worth a call within a day (yellow), as the catalogue's `persistent-low-mood` is.
 */
import type { BleedingVolume, RecoveryLogType } from './recovery-log.ts';
import { getSign } from './warning-signs.ts';

export const PAIN_FLAG_FROM = 8;
export const MOOD_FLAG_AT_MOST = 2;
export const ANXIETY_FLAG_FROM = 8;

export const RECOVERY_FLAG_REASONS = {
  bleeding: 'Heavy bleeding or blood clots detected - requires immediate medical attention',
  pain: 'Severe pain level (8+) reported - may require medical evaluation',
  mental_health: 'Concerning mental health indicators - consider reaching out for support',
} as const;

/** When she flags a log herself without giving a reason. */
export const OWN_FLAG_REASON = 'You marked this entry for a health professional to review';

export const HEAVY_BLEEDING_SIGN = 'postpartum-heavy-bleeding';

export interface RecoveryFlagFacts {
  logType: RecoveryLogType;
  bleedingVolume?: BleedingVolume | null;
  bleedingClots?: boolean | null;
  painLevel?: number | null;
  moodRating?: number | null;
  anxietyLevel?: number | null;
}

export interface RecoveryFlag {
  redFlag: boolean;
  /** '' when not flagged. */
  reason: string;
  /** The catalogue sign whose advice and Call button go with it. */
  signId: string | null;
  /** The health flag's colour (core/domain/health-flag.ts): red for a catalogue sign to act on now. */
  colour: 'red' | 'yellow' | null;
}

const none: RecoveryFlag = { redFlag: false, reason: '', signId: null, colour: null };

/** The spec's rule for one log, on its own. */
export function recoveryRule(log: RecoveryFlagFacts): RecoveryFlag {
  switch (log.logType) {
    case 'bleeding': {
      if (log.bleedingVolume !== 'heavy' && log.bleedingClots !== true) return none;
      const sign = getSign(HEAVY_BLEEDING_SIGN);
      if (!sign) throw new Error(`The catalogue has no ${HEAVY_BLEEDING_SIGN}`);
      const colour = sign.level === 'routine' ? 'yellow' : 'red';
      return { redFlag: true, reason: RECOVERY_FLAG_REASONS.bleeding, signId: sign.id, colour };
    }
    case 'pain':
      return (log.painLevel ?? 0) >= PAIN_FLAG_FROM
        ? { redFlag: true, reason: RECOVERY_FLAG_REASONS.pain, signId: null, colour: 'yellow' }
        : none;
    case 'mental_health': {
      const low =
        log.moodRating !== null && log.moodRating !== undefined && log.moodRating <= MOOD_FLAG_AT_MOST;
      const anxious = (log.anxietyLevel ?? 0) >= ANXIETY_FLAG_FROM;
      return low || anxious
        ? { redFlag: true, reason: RECOVERY_FLAG_REASONS.mental_health, signId: null, colour: 'yellow' }
        : none;
    }
    case 'medication':
    case 'nutrition':
      return none;
    default: {
      const never: never = log.logType;
      throw new Error(`Unknown recovery log type ${String(never)}`);
    }
  }
}

/**
 * The flag a log is saved with: the spec's rule, or her own `redFlag: true` (with her reason) when the rule does not
 * flag it. Her `false` never lowers the rule.
 */
export function recoveryFlag(
  log: RecoveryFlagFacts,
  client?: { redFlag?: boolean | undefined; redFlagReason?: string | undefined },
): RecoveryFlag {
  const rule = recoveryRule(log);
  if (rule.redFlag || client?.redFlag !== true) return rule;
  return {
    redFlag: true,
    reason: client.redFlagReason?.trim() || OWN_FLAG_REASON,
    signId: null,
    colour: 'yellow',
  };
}
