/**
 * Asking how to measure (docs/clinical-safety.md, "Who, when, and whether"; iteration 48, Q36's "how do you take a
 * babys temp properly, under the arm? how long for"): how to take, check or read a temperature, a blood pressure or
 * a pulse, which thermometer to use, how long to hold it in. The measure's word there is the topic of a question,
 * not a reading: it reports nothing in its own clause. A reading ("38.4"), or a sign told in another clause ("how do
 * I take her temp, she's 2 weeks and burning up and floppy"), is read as before. Pure; read by statusAt
 * (triage-context.ts).
 */
import { memoised, type Reading, sentenceRange, span } from './triage-reading.ts';

const MEASURED =
  '(?:temp|temps|temperature|temperatures|thermometer|thermometers|blood pressure|bp|pulse|heart rate|sats)';
const MEASURE = new RegExp(
  `\\b(?:how (?:do|should|can|would|does|am|are) (?:i|we|you|one|u)(?: supposed to| meant to)? (?:properly |correctly |best |accurately |actually )?(?:take|check|measure|read|do|get|use)(?: \\w+){0,3} ${MEASURED}|(?:how|best way|right way|proper way|correct way) to (?:properly |correctly )?(?:take|check|measure|read|use)(?: \\w+){0,3} ${MEASURED}|(?:which|what) (?:kind of |type of |sort of )?(?:thermometer|bp monitor|blood pressure monitor)|how long (?:do|should|does|must) (?:i|we|you|it) (?:hold|leave|keep|stay|take)(?: \\w+){0,3} (?:in|under|there|for))\\b`,
);
/** A figure said in the sentence: a reading, not a question how to take one. */
const FIGURE = /\b\d{2}(?:\.\d)?\b|\b\d{2,3}\/\d{2,3}\b/;

/** The clauses of a sentence that ask how to measure (clause indexes), memoised per sentence. */
function askingClauses(r: Reading, sent: number): Set<number> {
  return memoised(r, `measure:${String(sent)}`, () => {
    const out = new Set<number>();
    const [a, b] = sentenceRange(r, sent);
    const s = span(r, a, b);
    if (FIGURE.test(s)) return out;
    for (let k = a; k < b; k++) {
      const c = r.tokens[k]?.clause;
      if (c === undefined || out.has(c)) continue;
      let e = k;
      while (e < b && r.tokens[e]?.clause === c) e++;
      if (MEASURE.test(span(r, k, e))) out.add(c);
      k = e - 1;
    }
    return out;
  });
}

/** Whether the word at token i stands in a clause that asks how to measure. */
export function measureAsked(r: Reading, i: number): boolean {
  const t = r.tokens[i];
  return t !== undefined && askingClauses(r, t.sent).has(t.clause);
}
