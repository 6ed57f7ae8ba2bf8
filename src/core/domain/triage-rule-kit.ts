/**
 * What a family of rules reports and the few questions rules ask of a reading. A rule speaks of concepts
 * (triage-lexicon-en.ts), never of a message's own words, so it hears every wording the lexicon knows, in
 * English and in Spanish (docs/clinical-safety.md, "Rules over concepts").
 */
import { negated, type Reading, sentenceOf, sentenceRange, sentenceText } from './triage-context.ts';
import { subjectAt } from './triage-subject.ts';
import type { Concept } from './triage-lexicon.ts';

/** Whose sign it is: hers, her unborn baby's movements, her newborn's, or her mind's. */
export type Whose = 'mother' | 'fetus' | 'baby' | 'mind';

export interface Finding {
  /** Catalogue id, as for a pregnancy (after the birth triage.ts reads its postpartum counterpart). */
  sign: string;
  /** For signs a mother and a baby share (fever, breathing, a fit, colour): the newborn's id. */
  babySign?: string;
  /** The token the finding rests on (its subject, negation and time are read there). */
  at: number;
  whose: Whose;
  /** An event stays significant once over ("she fainted but is ok now"); a symptom that has gone is over. */
  kind: 'event' | 'symptom';
  phrase: string;
  /** Its words carry their own negation ("hasn't moved", "no wet nappy since"): skip the negation test. */
  selfNegated?: boolean;
  /** A reading over a threshold (171/98, 38.4 C): a fact whatever the sentence's mood, even inside a question. */
  fact?: true;
  /** Named without enough to decide: the reply asks the catalogue's deciding question for this sign. */
  ask?: true;
  /** Who, when and whether were already read by the rule (the mind: triage-mind-cues.ts): keep it as it is. */
  judged?: true;
  /** Reassured only by a check made before it began ("fine when they discharged me"): not over. */
  checkedBefore?: true;
}

export type Rule = (r: Reading) => Finding[];

/** Token indexes of a concept, not negated. */
export function active(r: Reading, c: Concept): number[] {
  const out: number[] = [];
  for (const m of r.mentions) if (m.c === c && !negated(r, m.start, m.end)) out.push(m.start);
  return out;
}

/** Every token index of a concept, negated or not. */
export function all(r: Reading, c: Concept): number[] {
  const out: number[] = [];
  for (const m of r.mentions) if (m.c === c) out.push(m.start);
  return out;
}

/** The nearest active mention of any of the concepts within `span` tokens of i, in the same sentence. */
export function nearActive(
  r: Reading,
  i: number,
  cs: readonly Concept[],
  span = 8,
  sameSentence = true,
): number {
  const s = sentenceOf(r, i);
  let best = -1;
  let dist = Infinity;
  for (const m of r.mentions) {
    if (!cs.includes(m.c)) continue;
    if (sameSentence && sentenceOf(r, m.start) !== s) continue;
    const d = Math.abs(m.start - i);
    if (d <= span && d < dist && !negated(r, m.start, m.end)) {
      best = m.start;
      dist = d;
    }
  }
  return best;
}

/** Whether a concept is named (not negated) anywhere in the message. */
export const anywhere = (r: Reading, c: Concept) => active(r, c).length > 0;

/** Whether a concept is named (not negated) in the sentence of token i. */
export function inSentence(r: Reading, i: number, c: Concept): number {
  const [a, b] = sentenceRange(r, sentenceOf(r, i));
  for (const m of r.mentions)
    if (m.c === c && m.start >= a && m.start < b && !negated(r, m.start, m.end)) return m.start;
  return -1;
}

/** The message's text (space-joined tokens), for the few numeric or sequence checks. */
export const textOf = (r: Reading) => r.read.text;

/** The baby is the one being talked about (a newborn sign fits): baby words, a baby's age, or after the birth. */
export function aboutBaby(r: Reading, i: number): boolean {
  const who = subjectAt(r, i);
  if (who === 'baby' || who === 'he') return r.stage !== 'pregnant';
  if (who === 'she')
    return (
      r.stage === 'postpartum' &&
      (r.numbers.babyAgeDays !== null || anywhere(r, 'baby') || !anywhere(r, 'her'))
    );
  if (who === null)
    return r.stage === 'postpartum' && (anywhere(r, 'baby') || r.numbers.babyAgeDays !== null);
  return false;
}

/**
 * A colour of the lips or tongue from something eaten, drunk or drawn ("tongue and lips are blue from a blue
 * raspberry slushie", "purple from an ice lolly"), with nothing of the breath told: a stain, not her colour (H109).
 */
const STAIN =
  /\b(?:slushie|slushies|slushy|slush puppy|slurpee|ice lolly|ice lollies|lolly|lollies|lollipop|popsicle|ice pop|freeze pop|sweets|candy|blueberr(?:y|ies)|blackberr(?:y|ies)|blackcurrant|ribena|beetroot|icing|food colou?ring|gatorade|powerade|sharpie|felt tip|marker pen|crayon|blue raspberry|arandanos?|moras?|uvas?|betabel|remolacha|jugo de uva|paleta|paletas|dulces?)\b/;
export function stainedColour(r: Reading): boolean {
  return (
    STAIN.test(r.read.text) &&
    !(['breath', 'struggle', 'floppy', 'hardWake', 'recession', 'grunt', 'apnoea', 'faint'] as const).some(
      (c) => r.mentions.some((m) => m.c === c && !(c === 'breath' && breathingFine(r, m.end))),
    )
  );
}

/**
 * Breathing told as fine just after the word ("breathing totally fine", "breathing normally"): the breath said to be
 * well, which does not take a stain's excuse away (H105, iteration 56). Any sign of the breath still does.
 */
const BREATH_FINE =
  /^(?:(?:is|s|seems|looks|sounds|totally|completely|absolutely|perfectly|all|really|just|and|so) )*(?:fine|normal|normally|ok|okay|good|easy|easily|calm|calmly|well|great|no problem)\b/;
const breathingFine = (r: Reading, end: number) =>
  BREATH_FINE.test(
    r.tokens
      .slice(end, end + 5)
      .map((t) => t.w)
      .join(' '),
  );

/**
 * "grunts and goes purple in the face when pooping": a face flushed red or purple by straining or crying, not lips
 * or a tongue gone blue (the colour word at i, the mouth or face word found near it at mouthAt, or -1).
 */
export function flushedFace(r: Reading, i: number, mouthAt: number): boolean {
  if (!/^(?:purple|red|morado|morada|rojo|roja)$/.test(r.tokens[i]?.w ?? '')) return false;
  if (/^(?:lips?|tongue|mouth|labios?|lengua|boca)$/.test(r.tokens[mouthAt]?.w ?? '')) return false;
  return (
    nearActive(r, i, ['stool'], 10) >= 0 ||
    /\b(?:strain\w*|push\w*|puj\w*|crying|cries|screaming|llorando|llora|lloro|llorar|berrinches?)\b/.test(
      sentenceText(r, sentenceOf(r, i)),
    )
  );
}

export const finding = (
  sign: string,
  at: number,
  whose: Whose,
  kind: Finding['kind'],
  phrase: string,
  extra: Partial<Finding> = {},
): Finding => ({ sign, at, whose, kind, phrase, ...extra });
