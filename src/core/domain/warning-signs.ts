/**
 * The warning-signs catalogue: the one place where the app decides "this is serious" (docs/clinical-safety.md,
 * "The catalogue"; docs/architecture.md). Every red-flag feature reads it: symptom-log colours, Zara's chat
 * triage, health alerts, recovery and baby-log warnings, the content library's red flags and the safety cards.
 *
 * The signs themselves are data of their own, one JSON file per part of docs/clinical-safety.md (catalogue/
 * pregnancy.json, after-birth.json, newborn.json, common.json), whose shape warning-signs.test.ts checks.
 * Every level is the level the clinical reference gives, every number comes from it; no threshold is our own.
 * Emergency numbers and crisis lines are in emergency-numbers.ts. Pure data and pure functions, no I/O.
 */
import afterBirth from './catalogue/after-birth.json' with { type: 'json' };
import common from './catalogue/common.json' with { type: 'json' };
import newborn from './catalogue/newborn.json' with { type: 'json' };
import pregnancy from './catalogue/pregnancy.json' with { type: 'json' };

/**
 * EMERGENCY: call emergency services now. URGENT: call the midwife, doctor or maternity unit now, not
 * tomorrow; if they cannot be reached, treat it as an emergency. ROUTINE: mention it at the next visit.
 */
export type SignLevel = 'emergency' | 'urgent' | 'routine';
export type SignStage = 'pregnancy' | 'postpartum' | 'newborn' | 'mental-health';

/** Where a sign's level rests: the organisation and page or document title (same shape as content `sources`). */
export interface SignSource {
  readonly org: string;
  readonly title: string;
  readonly url?: string;
}

export interface WarningSign {
  /** Stable kebab-case id; content items and logs refer to signs by it (content/README.md). */
  readonly id: string;
  /** Plain, short name, e.g. "Heavy bleeding". */
  readonly name: string;
  /** One warm, plain sentence of what it looks like. */
  readonly description: string;
  readonly stages: readonly SignStage[];
  readonly level: SignLevel;
  /** A routine sign that still needs a call within a day (painful-urination, persistent-low-mood). */
  readonly callWithinDay?: true;
  /**
   * Where the clinical reference gives a range ("ROUTINE-to-URGENT: contact provider"), the level triage gives
   * when she describes it in words now; a symptom log keeps `level`.
   */
  readonly triageLevel?: SignLevel;
  /**
   * A newborn sign that applies to a baby of any age: its source (NHS, "Spotting signs of serious illness in babies")
   * gives it for every baby, with no threshold of age or measure. Other newborn signs are for babies under three
   * months (a temperature, feeds, wet nappies, jaundice, the cord).
   */
  readonly anyBabyAge?: true;
  /** First pregnancy week the sign applies to (inclusive). */
  readonly fromWeek?: number;
  /** Last pregnancy week the sign applies to (inclusive). */
  readonly untilWeek?: number;
  /** Everyday lower-case words and phrases a person may type for it (UK and US spellings, informal words). */
  readonly keywords: readonly string[];
  /** What to do now, and whom to call. */
  readonly whatToDo: string;
  /**
   * What to say on the phone (AWHONN POST-BIRTH and CDC Hear Her both advise saying you are pregnant or
   * when you gave birth). Holds the literal placeholders `{situation}` and `{symptom}`; fill it with
   * `fillWhatToSay`.
   */
  readonly whatToSay: string;
  /** How the sign reads inside `whatToSay` as `{symptom}`, e.g. "heavy bleeding". */
  readonly symptomPhrase: string;
  /** Every source the clinical reference gives for the sign, in its order (pregnancy sources first, then after birth). */
  readonly sources: readonly [SignSource, ...SignSource[]];
  /**
   * The deciding question, for a message that names the sign without enough to decide ("some bleeding", "a
   * headache"): what Zara asks, and what to do if the answer is yes.
   */
  readonly decide?: { readonly ask: string; readonly ifYes: string };
}

const LEVELS: readonly string[] = ['emergency', 'urgent', 'routine'];
const STAGES: readonly string[] = ['pregnancy', 'postpartum', 'newborn', 'mental-health'];

/**
 * JSON gives its strings as plain strings: the levels, stages and sources are checked when the data loads (a
 * few comparisons, so the first page needs no validation library); catalogue.test.ts checks the rest.
 */
function isSign(s: {
  level: string;
  triageLevel?: string;
  stages: readonly string[];
  sources: readonly { org: string; title: string }[];
}): s is WarningSign {
  return (
    LEVELS.includes(s.level) &&
    (s.triageLevel === undefined || LEVELS.includes(s.triageLevel)) &&
    s.stages.length > 0 &&
    s.stages.every((x) => STAGES.includes(x)) &&
    s.sources.length > 0
  );
}

function checked(entries: Parameters<typeof isSign>[0][]): WarningSign[] {
  return entries.map((e) => {
    if (!isSign(e))
      throw new Error(`Catalogue entry ${JSON.stringify(e).slice(0, 60)} has an unknown level or stage`);
    return e;
  });
}

/** The catalogue, in reading order: pregnancy, after birth, newborn, then common routine symptoms. */
export const warningSigns: readonly WarningSign[] = checked([
  ...pregnancy,
  ...afterBirth,
  ...newborn,
  ...common,
]);

const byId: ReadonlyMap<string, WarningSign> = new Map(warningSigns.map((s) => [s.id, s]));

export function getSign(id: string): WarningSign | undefined {
  return byId.get(id);
}

/** For ids that must exist (content red flags, stored logs): a missing id is a programming error. */
export function requireSign(id: string): WarningSign {
  const sign = byId.get(id);
  if (!sign) throw new Error(`Unknown warning-sign id "${id}"`);
  return sign;
}

export function isSignId(id: string): boolean {
  return byId.has(id);
}

/**
 * The signs that apply to a stage. With a pregnancy week, signs bounded by `fromWeek` / `untilWeek`
 * are kept only inside their window (e.g. reduced-fetal-movement from 24, ectopic-signs up to 13).
 * Without a week every sign of the stage is returned: when in doubt, show more rather than fewer.
 */
export function signsForStage(stage: SignStage, week?: number): readonly WarningSign[] {
  return warningSigns.filter((s) => {
    if (!s.stages.includes(stage)) return false;
    return week === undefined || stage !== 'pregnancy' || inSignWeeks(s, week);
  });
}

/** Whether a pregnancy week is inside a sign's window (`fromWeek` / `untilWeek`; unbounded sides always are). */
export function inSignWeeks(s: WarningSign, week: number): boolean {
  return (
    (s.fromWeek === undefined || week >= s.fromWeek) && (s.untilWeek === undefined || week <= s.untilWeek)
  );
}

// ---------------------------------------------------------------------------------------------------------
// What to say on the phone.

/** Who is calling: the profile's stage with what the app knows of weeks and dates (docs/product.md). */
export type CallerSituation =
  | { stage: 'pregnant'; week?: number }
  | { stage: 'postpartum'; birthDate?: string; daysSinceBirth?: number };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-05-03" -> "3 May 2025": spelled out so a US and a UK listener read the same date. */
function spellDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return isoDate;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

function age(days: number): string {
  if (days < 1) return 'less than a day';
  if (days < 14) return days === 1 ? '1 day' : `${days} days`;
  const weeks = Math.floor(days / 7);
  return `${weeks} weeks`;
}

/**
 * The `{situation}` text for a sign. Mother's signs: "pregnant, 24 weeks" or
 * "2 weeks on from giving birth (I gave birth on 3 May 2025)". Baby's signs: "10 days old (born on 3 May 2025)".
 */
export function situationFor(sign: WarningSign, who: CallerSituation): string {
  if (sign.stages.includes('newborn')) {
    if (who.stage !== 'postpartum') return 'a newborn';
    const parts: string[] = [];
    if (who.daysSinceBirth !== undefined && who.daysSinceBirth >= 0)
      parts.push(`${age(Math.floor(who.daysSinceBirth))} old`);
    if (who.birthDate)
      parts.push(
        parts.length ? `(born on ${spellDate(who.birthDate)})` : `born on ${spellDate(who.birthDate)}`,
      );
    return parts.length ? parts.join(' ') : 'a newborn';
  }
  if (who.stage === 'pregnant') return who.week !== undefined ? `pregnant, ${who.week} weeks` : 'pregnant';
  const since =
    who.daysSinceBirth === undefined || who.daysSinceBirth < 0
      ? 'recovering from giving birth'
      : who.daysSinceBirth < 1
        ? 'recovering from giving birth today'
        : `${age(Math.floor(who.daysSinceBirth))} on from giving birth`;
  return who.birthDate ? `${since} (I gave birth on ${spellDate(who.birthDate)})` : since;
}

/** The sign's `whatToSay` with both placeholders filled; `symptom` defaults to the sign's own phrase. */
export function fillWhatToSay(sign: WarningSign, who: CallerSituation, symptom?: string): string {
  return sign.whatToSay
    .replaceAll('{situation}', situationFor(sign, who))
    .replaceAll('{symptom}', symptom?.trim() || sign.symptomPhrase);
}

/** After the birth, a pregnancy sign reads as this postpartum sign (triage and the symptom log both read it). */
export const POSTPARTUM_COUNTERPART: Readonly<Record<string, string>> = {
  'heavy-bleeding': 'postpartum-heavy-bleeding',
  'severe-abdominal-pain': 'postpartum-severe-abdominal-pain',
  'severe-headache': 'postpartum-headache',
};
