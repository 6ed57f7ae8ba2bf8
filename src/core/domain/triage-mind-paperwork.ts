/**
 * Paperwork that borrows a farewell's words (docs/clinical-safety.md, "The mind: recall first"; H85): a letter or a
 * note for, from or to an airline, an employer, a school or a doctor ("do I need a letter for the airline?", "a fit
 * to fly letter from my midwife") is a form she needs, not a goodbye she leaves. Only while nothing graver (dying, a
 * means, a burden) is named anywhere in the message: "letters for the kids and the pills are ready" still raises.
 * Pure; read by figure() (triage-mind-figures.ts), so the rules and the net agree.
 */
import { type Reading, span } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';

const PAPERWORK =
  /^(?:a |the |my |your |her )?(?:letters?|notes?|form|forms)(?: \w+)? (?:for|from|to) (?:the |my |your |her |an? )?(?:airline|airlines|flight|flights|travel|employer|boss|work|hr|insurance|insurer|school|nursery|gp|doctor|doctors|midwife|consultant|hospital|council|landlord|bank|visa|embassy|benefits|uni|college)\b/;
const GRAVER = new Set([
  'end',
  'endStrong',
  'means',
  'meansStrong',
  'deathAct',
  'burden',
  'burdenStrong',
  'resign',
]);

/** Whether a farewell cue at..end is a letter for an institution, with nothing graver in the message. */
export function paperwork(r: Reading, kind: MindClass, at: number, end: number): boolean {
  if (!/^farewell/.test(kind)) return false;
  const letter = PAPERWORK.test(span(r, at, end + 4)) || /\bfit to fly\b/.test(span(r, at - 2, end + 4));
  return letter && !r.mentions.some((m) => GRAVER.has(m.c));
}
