/**
 * "once" as "when", not a count (triage iteration 47): "a bit puffed on the stairs, fine once i sit down", Scots
 * "fine once a sit doon" ("a" is "I"). Before a subject, or before Scots "a" and a verb of resting, "once" starts a
 * clause; after a movement, a count's "only" or "just", or the baby as object, it stays a count ("only kicked once",
 * "felt him once he settled", "moved once i lay down").
 */
import type { Token } from './triage-text.ts';

const SUBJECT = /^(?:i|he|she|we|you|they|it|baby)$/;
const SCOTS_I_VERB = /^(?:sit|sat|lie|lay|stand|get|rest|stop|walk|am|have|had|feel|put)$/;
const COUNTED =
  /^(?:only|just|maybe|barely|kick\w*|move[sd]?|moving|felt|feel|flutter\w*|wriggl\w*|him|her|it|them)$/;

export function onceAsWhen(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (t?.w !== 'once') return false;
  const at = (k: number) => (tokens[k]?.sent === t.sent ? (tokens[k]?.w ?? '') : '');
  const next = at(i + 1);
  const clause = SUBJECT.test(next) || (next === 'a' && SCOTS_I_VERB.test(at(i + 2)));
  return clause && !COUNTED.test(at(i - 1));
}
