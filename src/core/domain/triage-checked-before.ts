/**
 * A reassurance dated to the discharge (docs/clinical-safety.md, "Who, when, and whether"): "my BP was fine when
 * they discharged me", "all normal on discharge", told beside a headache that began days later. A check made
 * before a sign began does not clear it; only a check or an end after it does. Read by the rules only (the
 * reading, and so the net's features, are unchanged). Pure.
 */
import { statusAt, type Reading } from './triage-context.ts';
import type { Finding } from './triage-rule-kit.ts';

/** Words after a reassurance that date it to the discharge. */
const AT_DISCHARGE =
  /^(?:when (?:they|the \w+) (?:discharged|sent|let)|(?:on|at|before|for) (?:my |the )?discharge|when (?:i|we|she) (?:left|went home|came home)|before (?:i|we|she) (?:left|went home|came home))\b/;

/**
 * Whether the sign at token i is read as checked only by reassurances dated to the discharge: then it is still
 * happening now (when it is not denied, asked, imagined or long ago).
 */
export function checkedOnlyBefore(r: Reading, i: number): boolean {
  const st = statusAt(r, i);
  if (st.resolved === null || st.negated || st.history || st.question || st.imagined) return false;
  const after = r.mentions.filter((m) => (m.c === 'resolve' || m.c === 'strong') && m.start > i);
  if (!after.length) return false;
  const words = (k: number) =>
    r.tokens
      .slice(k, k + 6)
      .map((t) => t.w)
      .join(' ');
  return after.every((m) => AT_DISCHARGE.test(words(m.end)));
}

/** A finding's extra for a sign reassured only before it began: not over (`checkedBefore`). */
export const datedBefore = (r: Reading, i: number): Partial<Finding> =>
  checkedOnlyBefore(r, i) ? { checkedBefore: true } : {};
