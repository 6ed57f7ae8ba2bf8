/**
 * Symptom-log colour and trend rules. The levels come from the warning-signs catalogue
 * (docs/clinical-safety.md); this file only turns them into the spec's red / yellow / green.
 */
import { getSign, type WarningSign } from './warning-signs.ts';

export type FlagType = 'red' | 'yellow' | 'green';

export interface SymptomFlagInput {
  /** A warning-signs catalogue id, or null when the symptom was described in free text only. */
  readonly signId: string | null;
  /** Severity 1-5, as shown on the symptom log ("out of 5", docs/product.md, "Symptom log"). */
  readonly severity: number;
}

export interface SymptomFlag {
  readonly flagType: FlagType;
  /** The spec's symptom-log `redFlag` boolean: true exactly when the colour is red. */
  readonly redFlag: boolean;
  /** Short plain text naming why, shown on the health-alerts card. */
  readonly reason: string;
}

/**
 * Contract (docs/clinical-safety.md for the levels; docs/product.md, "Symptom log", for red | yellow | green):
 * - red: the sign is EMERGENCY or URGENT, whatever the severity; a mild-feeling emergency is still one.
 * - yellow: severity 4-5, or a routine sign that still needs a call within a day (callWithinDay:
 *   painful-urination "ROUTINE, within 24 h", persistent-low-mood "contact provider").
 * - green: otherwise (routine sign or no sign, severity 1-3).
 * An id that is not in the catalogue is treated as no sign, so a stale id never hides a high severity.
 */
export function symptomFlag({ signId, severity }: SymptomFlagInput): SymptomFlag {
  const sign = signId === null ? undefined : getSign(signId);
  const of5 = `severity ${severity} of 5`;

  if (sign && (sign.level === 'emergency' || sign.level === 'urgent')) {
    const what = sign.level === 'emergency' ? 'an emergency warning sign' : 'an urgent warning sign';
    return { flagType: 'red', redFlag: true, reason: `${sign.name}: ${what}` };
  }

  const high = severity >= 4;
  if (sign?.callWithinDay) {
    const reason = `${sign.name}: needs a call within a day${high ? `, ${of5}` : ''}`;
    return { flagType: 'yellow', redFlag: false, reason };
  }
  if (high) {
    return { flagType: 'yellow', redFlag: false, reason: sign ? `${sign.name}: high ${of5}` : `High ${of5}` };
  }
  return {
    flagType: 'green',
    redFlag: false,
    reason: sign ? `${sign.name}: common symptom, ${of5}` : `Mild, ${of5}`,
  };
}

/** The yellow legend of /flags ("worth a call within a day"), said for a symptom that is yellow by how strong it is. */
export const CALL_WITHIN_DAY_ADVICE =
  'A strong symptom is worth a call to your midwife or doctor within a day, sooner if it gets worse or worries you.';
const NOTED_ADVICE = 'Thank you for noting it. If it gets worse or worries you, call your midwife or doctor.';

/**
 * What to do about a saved log, said the same way on the result card and in the health flag's analysis.
 * Contract: yellow always carries call-within-a-day advice, so a routine sign rated 4-5 never reads "mention it at
 * your next appointment" under a colour whose legend says to call within a day; a call-within-a-day sign says it
 * in its own words. Red and green use the sign's own advice (a plain thank-you without a sign).
 */
export function symptomAdvice(flagType: FlagType, sign: WarningSign | null | undefined): string {
  if (flagType === 'yellow') return sign?.callWithinDay ? sign.whatToDo : CALL_WITHIN_DAY_ADVICE;
  return sign?.whatToDo ?? NOTED_ADVICE;
}

export type SymptomTrend = 'increasing' | 'stable' | 'moderate';

/**
 * Contract (docs/product.md, "Symptom log"): "The 7-day symptom average trend is increasing above 3, stable
 * below 2, else moderate." The caller passes the severities of the last 7 days; no logs means stable.
 */
export function symptomTrend(severities: readonly number[]): SymptomTrend {
  if (severities.length === 0) return 'stable';
  const average = severities.reduce((sum, s) => sum + s, 0) / severities.length;
  if (average > 3) return 'increasing';
  if (average < 2) return 'stable';
  return 'moderate';
}
