/**
 * A feed that stops is not a sign that stopped (docs/clinical-safety.md, "Who, when, and whether"): "he tries the
 * bottle but stops after a few sucks, too puffed to drink", "she latches and then stops", "stops feeding" tell how a
 * feed goes, often the sign itself, not that the grunting or the fast breathing is over. The sign stopping ("the
 * grunting stopped after an hour", "after his bottle the bleeding stopped") still ends it.
 */
import { type Reading, span } from './triage-reading.ts';

const STOP = /^(?:stop|stops|stopped|stopping)$/;
/** What a feed is told by, or the little it took ("takes an ounce then stops"). */
const FEED =
  /^(?:bottle|bottles|breast|breasts|boob|boobs|feed|feeds|feeding|latch|latches|latched|suck|sucks|sucking|drink|drinks|drinking|milk|formula|nipple|teat|dummy|ounce|ounces|oz|ml|mls|sips|gulps|mouthfuls)$/;
/** After "stops": the feed's own measure or the feeding itself ("after a few sucks", "stops feeding"). */
const FEED_AFTER =
  /^(?:(?:after|within) (?:just |only )?(?:a |one |two |three |\d+ )?(?:few |couple of |couple )?(?:sucks|gulps|sips|mouthfuls|swallows|ml|oz|ounces)\b|(?:feeding|sucking|drinking|eating|nursing)\b)/;
/** Between the feed and "stops": a turn ("but", "then", "and"), a pronoun or "just". */
const TURN = /^(?:but|then|and|just|he|she|they|baby)$/;
/** Before "stops": the sign itself as the one that stopped ("it stopped after a few sucks"). */
const THE_SIGN = /^(?:it|that|this|which|grunting|breathing|bleeding|pain|fever|crying)$/;

/** Whether the reassurance at tokens k..end is a feed stopping. */
export function feedStopped(r: Reading, k: number, end: number): boolean {
  for (let s = k; s < end; s++) {
    const t = r.tokens[s];
    if (!t || !STOP.test(t.w)) continue;
    const subject = r.tokens[s - 1]?.w ?? '';
    if (
      THE_SIGN.test(subject) ||
      (/^(?:has|had|have)$/.test(subject) && THE_SIGN.test(r.tokens[s - 2]?.w ?? ''))
    )
      continue;
    if (FEED_AFTER.test(span(r, s + 1, s + 8))) return true;
    // "tries the bottle but stops": a feed named just before, joined to "stops" by a turn.
    let j = s - 1;
    while (j >= 0 && r.tokens[j]?.sent === t.sent && TURN.test(r.tokens[j]?.w ?? '')) j--;
    if (j === s - 1) continue;
    for (let f = j; f >= Math.max(0, j - 3) && r.tokens[f]?.sent === t.sent; f--)
      if (FEED.test(r.tokens[f]?.w ?? '')) return true;
  }
  return false;
}
