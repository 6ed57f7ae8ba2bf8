/**
 * Parents arranging the baby's care between them, asked about, that borrows the words of a plan
 * (docs/clinical-safety.md, "The mind: recall first", iteration 26; found by the blind batch H74): co-parents
 * working out "how overnights will work", who has the baby which nights, handovers and contact days, and "how
 * other people do it". Working out how an arrangement will work is a plan for the baby's care, not a plan to die,
 * while nothing of dying, no goodbye, no means and no imagery is named in the message: "I've worked out how. The
 * kids are at his this weekend" still raises. Likewise "do it" done by the nurses or doctors (othersDoIt). Pure; read
 * by figure() (triage-mind-figures.ts).
 */
import type { MindClass } from './triage-mind-cues.ts';
import { GRAVER_THAN_PRACTICE } from './triage-mind-practice.ts';
import { type Reading, sentenceOf, sentenceText, span } from './triage-reading.ts';

/** The baby's care shared between parents or homes. */
const ARRANGEMENT =
  /\b(?:co ?parent\w*|overnights?|overnight stays?|custody|handovers?|hand overs?|shared care|contact (?:days?|arrangements?|visits?)|access (?:days?|visits?)|(?:his|her|my|our) (?:days|nights|weekends) with (?:the baby|him|her)|which nights|every other weekend|childcare|child care|nursery (?:days|place|hours)|the rota)\b/;
/** Working out how it goes, or asking how others do it. */
const HOW =
  /\b(?:how (?:\w+ ){0,3}(?:will|would|could|should|can|is going to|are going to) work|how (?:other|other people|others|people|families|parents|couples|co parents|you all) (?:\w+ )?(?:do|did|manage|managed|handle|handled|arrange|arranged|split|work) (?:it|this|that|them)|work out (?:how|the|a|who|when|which)|working out (?:how|the|a|who|when|which)|any advice|tips)\b/;
/** Graver than a practice (triage-mind-practice.ts), and any means: a plan with a means is never a rota. */
const GRAVE = new Set<string>([...GRAVER_THAN_PRACTICE, 'meansStrong', 'means']);
const IMAGERY = /\b(?:picture|picturing|imagine|imagining|see myself|urges?|intrusive|on purpose)\b/;

/** Whether the plan word at [at, end) is parents arranging the baby's care, asked about. */
export function arrangementAsked(r: Reading, kind: MindClass, at: number, end: number): boolean {
  if (kind !== 'decide' && kind !== 'when') return false;
  if (!ARRANGEMENT.test(r.read.text) || !HOW.test(r.read.text) || IMAGERY.test(r.read.text)) return false;
  if (r.mentions.some((m) => GRAVE.has(m.c) && (m.start >= end || m.end <= at))) return false;
  // Only in a sentence near the arrangement or the asking (the message is about care, start to end).
  const sent = sentenceOf(r, at);
  const here = [sent - 1, sent, sent + 1].map((s) => sentenceText(r, s)).join(' ');
  return ARRANGEMENT.test(here) || HOW.test(here);
}

/** Someone else as the doer: "while they do it", "when the nurse does it" (not he or she: a friend's plan). */
const OTHERS_BEFORE =
  /\b(?:they|they will|they are|nurses?|the nurse|doctors?|the doctor|midwife|midwives|the midwife|health visitor|the gp|the hv|pharmacist|dentist|the staff)$/;

/**
 * "what jabs does she get at 8 weeks? can i feed her while they do it?" (AH76): "do it" done by the nurses or doctors is
 * their care, not her plan, while nothing graver is named anywhere in the message.
 */
export function othersDoIt(r: Reading, kind: MindClass, at: number, end: number): boolean {
  if (kind !== 'decide' || !/^(?:do|does|doing) it$/.test(span(r, at, end))) return false;
  const graveElsewhere = r.mentions.some((m) => GRAVE.has(m.c) && (m.start >= end || m.end <= at));
  return OTHERS_BEFORE.test(span(r, at - 3, at)) && !graveElsewhere;
}
