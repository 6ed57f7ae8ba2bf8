/**
 * Low mood told as daily since the birth (docs/clinical-safety.md, "Infection, clots and mood"; moved out of
 * triage-rules-mood.ts in iteration 41 to keep each file under 300 lines, issue 12).
 */
import { type Reading, sentenceText } from './triage-context.ts';
import { habitWithMood } from './triage-mood-checking.ts';
import { span } from './triage-mind-figures.ts';

/** A mood told as every day or all day long ("I cry every single day", "I keep checking ... all day"). */
const DAILY = /\b(?:every (?:single )?day|daily|each day|all day)\b/;
/**
 * After the birth, two signs of low mood or anxiety told as daily, with no start said, have lasted since the birth
 * (the lead's labels, Q20): the baby's age, once past the fortnight of the baby blues.
 */
export function dailySinceBirth(r: Reading, moods: number[]): number {
  // (Checking he breathes every 10 minutes is a sign of its own, told as a habit: Q21, triage-mood-checking.ts.)
  if (habitWithMood(r)) return r.numbers.babyAgeDays ?? (r.week ?? 0) * 7;
  if (r.stage !== 'postpartum' || new Set(moods).size < 2) return 0;
  // ("she's 6 weeks and cries every day around 6pm": a baby's crying is not her mood.)
  const babyCry = (i: number) =>
    /^(?:cry|cries|crying)$/.test(r.tokens[i]?.w ?? '') &&
    /\b(?:she|he|baby|it)\b(?!.*\b(?:i|im|me)\b)/.test(span(r, Math.max(0, i - 6), i));
  if (moods.some((k) => babyCry(k) && DAILY.test(span(r, k, k + 4)))) return 0;
  const daily = moods.some((i) => !babyCry(i) && DAILY.test(sentenceText(r, r.tokens[i]?.sent ?? -1)));
  return daily ? (r.numbers.babyAgeDays ?? (r.week ?? 0) * 7) : 0;
}
