/**
 * Recognises catalogue signs in a typed symptom ("severe headache and blurry vision"), so a free-text log gets
 * the same colour as the sign picked from the list. Deliberately small: keyword phrases from the catalogue plus
 * basic negation ("no bleeding", "not dizzy"). Zara's chat triage (triage.ts) is the full engine; this one only
 * reads a short symptom line. When in doubt it recognises rather than misses (docs/clinical-safety.md, "Levels").
 */
import { benignSpans } from './triage-normalise.ts';
import {
  getSign,
  POSTPARTUM_COUNTERPART,
  type SignLevel,
  type SignStage,
  type WarningSign,
  warningSigns,
} from './warning-signs.ts';

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

/** Every sign's phrases (keywords and name), compiled once: the matcher runs on each save and in every test. */
let compiled: readonly { sign: WarningSign; re: RegExp }[] | undefined;
function phrases() {
  compiled ??= warningSigns.flatMap((sign) =>
    [...new Set([...sign.keywords, sign.name].map(normaliseSymptomText))].map((p) => ({
      sign,
      re: new RegExp(`(?:^|[^a-z0-9'])(${escape(p)})(?=$|[^a-z0-9])`, 'g'),
    })),
  );
  return compiled;
}

/** Where a phrase occurs in the text without a negation just before it in its clause. */
function unnegatedSpans(text: string, re: RegExp): Span[] {
  const spans: Span[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const phrase = m[1] ?? '';
    const start = m.index + m[0].length - phrase.length;
    re.lastIndex = m.index + 1;
    const before = text.slice(0, start);
    const breaks = [...before.matchAll(CLAUSE_BREAK)];
    const last = breaks[breaks.length - 1];
    const clause = last ? before.slice(last.index + last[0].length) : before;
    const words = clause.split(' ').filter(Boolean).slice(-NEGATION_REACH);
    if (!words.some((w) => NEGATIONS.has(w))) spans.push({ start, end: start + phrase.length });
  }
  return spans;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

interface Found {
  readonly sign: WarningSign;
  readonly spans: readonly Span[];
  /** The longest of the sign's own phrases that matched. */
  readonly length: number;
}

/** The stages whose signs are hers: her own stage, mental health always, and her baby's signs after the birth. */
function herStages(stage: SignStage): readonly SignStage[] {
  if (stage === 'postpartum') return ['postpartum', 'newborn', 'mental-health'];
  return [stage, 'mental-health'];
}

const inside = (a: Span, b: Span) =>
  b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;

/** The matches left once a sign whose every match sits inside another sign's longer match has dropped out. */
function explainedAmong(pool: readonly Found[]): Found[] {
  return pool.filter(
    (f) =>
      !f.spans.every((s) => pool.some((o) => o.sign.id !== f.sign.id && o.spans.some((t) => inside(s, t)))),
  );
}

/**
 * Contract:
 * - a catalogue id or a sign's exact name is that sign (after the birth, a pregnancy sign's name reads as its
 *   postpartum counterpart where the catalogue has one);
 * - otherwise a sign is recognised where one of its keywords (or its name) appears, not negated, in the text;
 *   an urgent or emergency phrase wholly inside a harmless phrase ("bleeding gums", triage.ts) does not count;
 * - where matches overlap, the sign whose own phrase is longest explains those words: "bleeding nipples" is the
 *   sore-nipples sign, not "bleeding" (a sign whose every match sits inside another sign's longer one drops out);
 * - signs of her stage come first: after the birth a pregnancy sign reads as its postpartum counterpart
 *   ("heavy bleeding" stays red) or, without one, does not apply ("bleeding" alone is not the pregnancy sign);
 *   in pregnancy, when nothing of her stage matched, signs of other stages still count, so an unexpected
 *   warning sign is recognised rather than missed (docs/clinical-safety.md, "Levels"). Without a stage, every sign counts;
 * - among the separate symptoms left, the most serious wins (emergency, urgent, a routine sign needing a call
 *   within a day, routine), then the longest matching phrase: "mild back ache and bleeding" in pregnancy is the
 *   bleeding.
 */
export function matchSymptom(text: string, stage?: SignStage): SymptomMatch {
  const byId = getSign(text.trim());
  if (byId) return { sign: byId, signs: [byId] };
  const normal = normaliseSymptomText(text);
  if (!normal) return { sign: null, signs: [] };
  const named = warningSigns.find((s) => normaliseSymptomText(s.name) === normal);
  if (named) {
    const sign = stage === 'postpartum' ? counterpart(named) : named;
    return { sign, signs: [sign] };
  }

  const benign = benignSpans(normal);
  const harmless = (s: Span) => benign.some(([a, b]) => a <= s.start && s.end <= b);
  const spansOf = new Map<WarningSign, Span[]>();
  for (const { sign, re } of phrases()) {
    const spans = unnegatedSpans(normal, re).filter((s) => sign.level === 'routine' || !harmless(s));
    if (spans.length > 0) spansOf.set(sign, [...(spansOf.get(sign) ?? []), ...spans]);
  }
  const found: Found[] = [...spansOf].map(([sign, spans]) => ({
    sign,
    spans,
    length: Math.max(...spans.map((s) => s.end - s.start)),
  }));
  let candidates = explainedAmong(found);
  if (stage !== undefined) {
    const hers = herStages(stage);
    const read = stage === 'postpartum' ? found.map((f) => ({ ...f, sign: counterpart(f.sign) })) : found;
    const mine = explainedAmong(read.filter((f) => f.sign.stages.some((x) => hers.includes(x))));
    candidates = mine.length > 0 || stage === 'postpartum' ? mine : candidates;
  }

  const best = new Map<string, Found>();
  for (const f of candidates) {
    const seen = best.get(f.sign.id);
    if (!seen || f.length > seen.length) best.set(f.sign.id, f);
  }
  const ranked = [...best.values()].sort(
    (a, b) =>
      RANK[b.sign.level] - RANK[a.sign.level] ||
      Number(Boolean(b.sign.callWithinDay)) - Number(Boolean(a.sign.callWithinDay)) ||
      b.length - a.length,
  );
  const signs = ranked.map((f) => f.sign);
  return { sign: signs[0] ?? null, signs };
}

/** After the birth, the pregnancy sign's postpartum counterpart (heavy bleeding, severe belly pain, headache). */
function counterpart(sign: WarningSign): WarningSign {
  const id = POSTPARTUM_COUNTERPART[sign.id];
  return (id ? getSign(id) : undefined) ?? sign;
}
