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

/** The words of the 1-5 severity scale she rates with (the picker shows them). */
export const SEVERITY_WORDS = ['Very mild', 'Mild', 'Moderate', 'Strong', 'Severe'] as const;
export type SeverityWord = (typeof SEVERITY_WORDS)[number];

/** The scale's word for a severity or an average of severities: the nearest point of the scale (2.4 is Mild). */
export function severityWord(severity: number): SeverityWord {
  const point = Math.min(5, Math.max(1, Math.round(severity)));
  return SEVERITY_WORDS[point - 1] ?? 'Moderate';
}

const average = (severities: readonly number[]) =>
  severities.reduce((sum, s) => sum + s, 0) / severities.length;

/**
 * The 7-day trend (docs/product.md, "Symptom log"). The spec's numbers ("increasing above 3, stable below 2, else
 * moderate") summed up one Mild log (2 of 5) as moderate, which her own log contradicts. So the average is read on
 * the scale she rated with: stable while it is Mild or milder (below 2.5), moderate while it is Moderate (below
 * 3.5), increasing when it is Strong or Severe. No logs means stable.
 */
export function symptomTrend(severities: readonly number[]): SymptomTrend {
  if (severities.length === 0) return 'stable';
  const word = severityWord(average(severities));
  if (word === 'Strong' || word === 'Severe') return 'increasing';
  if (word === 'Moderate') return 'moderate';
  return 'stable';
}

/**
 * The week's summary in the scale's words, so it always says what she logged: "1 symptom in the last 7 days:
 * mild (2 of 5)", "4 symptoms in the last 7 days: mild on average (2.3 of 5)". Empty with no logs.
 */
export function symptomWeekSummary(severities: readonly number[]): string {
  if (severities.length === 0) return '';
  const avg = average(severities);
  const word = severityWord(avg).toLowerCase();
  if (severities.length === 1) return `1 symptom in the last 7 days: ${word} (${String(avg)} of 5).`;
  const shown = Number.isInteger(avg) ? String(avg) : avg.toFixed(1);
  return `${String(severities.length)} symptoms in the last 7 days: ${word} on average (${shown} of 5).`;
}
