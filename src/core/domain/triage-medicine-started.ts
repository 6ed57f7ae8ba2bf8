/**
 * A medicine just begun, told beside signs in the present (docs/clinical-safety.md, "Who, when, and whether"):
 * "lips swelling, she had her first antibiotic an hour ago", "started penicillin twenty minutes ago and now my
 * throat is tight". A treatment named is usually a professional's care that ends a sign ("on antibiotics, cleared
 * up"); a first dose or one taken minutes or hours ago is the cause told of a sign that is happening now, not its
 * end. The time of the dose does not date the signs. Pure.
 */
import type { Reading } from './triage-reading.ts';

/** A medicine (the treatment words of the lexicons' reassurances). */
const MEDICINE = /^(?:antibiotic|antibiotics|antibiotico|antibioticos)$/;
/** Words before it that make it a dose just begun. */
const BEGUN = /^(?:first|1st|new|started|starting|start|began|primer|primera|primeros|nuevo|empezo|empece)$/;
/** A time after it within its sentence that makes it a dose just taken ("an hour ago", "hace una hora"). */
const JUST_TAKEN =
  /\b(?:(?:an?|one|two|three|\d+|half an?|few|couple of) (?:hour|hours|hr|hrs|minute|minutes|min|mins) ago|just now|hace (?:una|un|media|\d+|unos|unas|dos|tres) (?:hora|horas|minuto|minutos|rato))\b/;

/** Whether the treatment word at token k is a medicine just begun, not a treatment that ended the sign. */
export function medicineJustBegun(r: Reading, k: number): boolean {
  const t = r.tokens[k];
  if (!t || !MEDICINE.test(t.w)) return false;
  const inSentence = (j: number) => r.tokens[j]?.sent === t.sent;
  for (let j = k - 1; j >= Math.max(0, k - 4) && inSentence(j); j--)
    if (BEGUN.test(r.tokens[j]?.w ?? '')) return true;
  const after: string[] = [];
  for (let j = k + 1; j < k + 10 && inSentence(j); j++) after.push(r.tokens[j]?.w ?? '');
  const before: string[] = [];
  for (let j = Math.max(0, k - 8); j < k; j++) if (inSentence(j)) before.push(r.tokens[j]?.w ?? '');
  return (
    JUST_TAKEN.test(after.join(' ')) || /\bjust (?:took|had|taken|started|given)\b/.test(before.join(' '))
  );
}
