/**
 * Recognises catalogue signs in a typed symptom ("severe headache and blurry vision"), so a free-text log gets
 * the same colour as the sign picked from the list. Deliberately small: keyword phrases from the catalogue plus
 * basic negation ("no bleeding", "not dizzy"). Zara's chat triage (triage.ts) is the full engine; this one only
 * reads a short symptom line. When in doubt it recognises rather than misses (warning-signs.md section G).
 */
import { getSign, type SignLevel, type SignStage, type WarningSign, warningSigns } from './warning-signs.ts';

export interface SymptomMatch {
  /** The most serious recognised sign, or null. */
  readonly sign: WarningSign | null;
  /** Every recognised sign, most serious first. */
  readonly signs: readonly WarningSign[];
}

const RANK: Readonly<Record<SignLevel, number>> = { emergency: 3, urgent: 2, routine: 1 };

/** Words that, just before a symptom in the same clause, say she does not have it. */
const NEGATIONS = new Set([
  'no',
  'not',
  'without',
  'never',
  'none',
  'nor',
  'denies',
  "don't",
  "doesn't",
  "isn't",
  "haven't",
  "hasn't",
  "didn't",
  'dont',
  'doesnt',
  'isnt',
  'havent',
  'hasnt',
  'didnt',
]);
/** How many words before a symptom a negation still reaches ("no heavy bleeding", "not really any pain"). */
const NEGATION_REACH = 3;

/** Lower case, one kind of apostrophe, single spaces. */
export function normaliseSymptomText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Negation does not reach back past punctuation or "but" ("no bleeding, but a bad headache"). */
const CLAUSE_BREAK = /[.,;:!?()\n]|\bbut\b|\bhowever\b/g;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when the phrase occurs in the text at least once without a negation just before it in its clause. */
function occursUnnegated(text: string, phrase: string): boolean {
  const re = new RegExp(`(?:^|[^a-z0-9'])(${escape(phrase)})(?=$|[^a-z0-9])`, 'g');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = m.index + m[0].length - (m[1]?.length ?? 0);
    const before = text.slice(0, start);
    const breaks = [...before.matchAll(CLAUSE_BREAK)];
    const last = breaks[breaks.length - 1];
    const clause = last ? before.slice(last.index + last[0].length) : before;
    const words = clause.split(' ').filter(Boolean).slice(-NEGATION_REACH);
    if (!words.some((w) => NEGATIONS.has(w))) return true;
    re.lastIndex = m.index + 1;
  }
  return false;
}

/**
 * Contract:
 * - a catalogue id or a sign's exact name is that sign;
 * - otherwise every sign whose keyword (or name) appears, not negated, in the text is recognised;
 * - the most serious wins: emergency, then urgent, then a routine sign needing a call within a day, then
 *   routine; among equals a sign of her stage (when known) comes first, then the longest (most specific)
 *   matching phrase.
 */
export function matchSymptom(text: string, stage?: SignStage): SymptomMatch {
  const byId = getSign(text.trim());
  if (byId) return { sign: byId, signs: [byId] };
  const normal = normaliseSymptomText(text);
  if (!normal) return { sign: null, signs: [] };
  const named = warningSigns.find((s) => normaliseSymptomText(s.name) === normal);
  if (named) return { sign: named, signs: [named] };

  const found: { sign: WarningSign; length: number }[] = [];
  for (const sign of warningSigns) {
    const phrases = [...sign.keywords, normaliseSymptomText(sign.name)];
    let best = 0;
    for (const phrase of phrases) {
      const p = normaliseSymptomText(phrase);
      if (p.length > best && occursUnnegated(normal, p)) best = p.length;
    }
    if (best > 0) found.push({ sign, length: best });
  }
  found.sort(
    (a, b) =>
      RANK[b.sign.level] - RANK[a.sign.level] ||
      Number(Boolean(b.sign.callWithinDay)) - Number(Boolean(a.sign.callWithinDay)) ||
      Number(stage !== undefined && b.sign.stages.includes(stage)) -
        Number(stage !== undefined && a.sign.stages.includes(stage)) ||
      b.length - a.length,
  );
  const signs = found.map((f) => f.sign);
  return { sign: signs[0] ?? null, signs };
}
