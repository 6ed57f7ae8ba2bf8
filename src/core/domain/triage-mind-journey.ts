/**
 * The car as a journey and the bath as care (docs/clinical-safety.md, "The mind: recall first"; Q18): "wants to
 * start doing the school run again in the car" is a journey, "a lukewarm sponge bath then wrap him up" is how to
 * cool a baby. Each is an exception only for its own word and only while nothing of dying, no act of dying, no
 * other means and no harm is named anywhere in the message: "drive the car into a wall", "sit in the car with the
 * engine running" and "hold him under in the bath" still raise. Pure; read by figure() (triage-mind-figures.ts).
 */
import { type Reading, span } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { GRAVE_KINDS } from './triage-mind-ordinary.ts';

/** A trip told in the car's own sentence: the school run, a drive to somewhere, the shopping. */
const JOURNEY =
  /\b(?:school runs?|nursery run|drive (?:to|him|her|them|us|the kids)|driving (?:to|him|her|them|us|the kids|again|after)|back to driving|lift to|pick (?:up|him up|her up|them up)|the shopping|to work)\b/;
/** A bath given to cool or wash a baby. */
const CARE_BATH = /\b(?:sponge|lukewarm|tepid|cool|baby s|his|her|bath time|top and tail)$/;
/** Anything graver than the word itself: the mind's grave kinds, an ending, self-injury, harm and lethal means. */
const GRAVE = new Set<string>([
  ...GRAVE_KINDS,
  'end',
  'selfInjure',
  'harmViolent',
  'harmHandling',
  'lethal',
  'onPurpose',
]);

export function journeyOrCare(r: Reading, kind: MindClass, at: number, end: number): boolean {
  if (kind !== 'means') return false;
  const what = span(r, at, end);
  const car = /^(?:the )?car$/.test(what) && JOURNEY.test(r.read.text);
  const bath = /^bath$/.test(what) && CARE_BATH.test(span(r, at - 2, at));
  if (!car && !bath) return false;
  return !r.mentions.some((m) => GRAVE.has(m.c) || (m.c === 'means' && m.start !== at));
}
