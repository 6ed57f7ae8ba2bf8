/**
 * A heart rate given as a limit or a target for exercise (docs/triage-evaluation.md, "Iteration 54"; Q42): "the
 * coaches tell me to keep my heart rate under 140", "my target heart rate is 140", "don't let it go over 150", "the
 * 140 rule", "heart rate zone 3, 140 to 150". The figure is a line she is told to stay under or aim for, not a
 * reading of her heart now. A reading told ("my heart rate is over 140 and I can't breathe", "heart rate 140
 * sitting still", "my heart is racing at 140") is read as before. Pure; read by triage-rules-pain.ts.
 */
import { leadIn, type Reading, span } from './triage-reading.ts';

/** Kept under, or not to go over: "keep my heart rate under", "stay below", "not go over", "never exceed". */
const KEPT_UNDER =
  /\b(?:keep|keeps|keeping|kept|stay|stays|staying|remain|remaining)\b(?: \w+){0,4} (?:under|below|beneath|less than|within|at or below|no higher than|no more than)$|\b(?:not|never|nt|t|dont|do not|don t|shouldn t|should not|wont|won t)(?: to)?(?: let (?:it|my \w+(?: \w+)?))? (?:go|get|going|getting|exceed|exceeding|push|pushing|climb|rise)(?: (?:my|your|her|the|it))?(?: (?:heart rate|hr|pulse|bpm|heart))?(?: (?:over|above|past|beyond|higher than|more than))?$/;
/** The figure named as a line: "target heart rate (of)", "max heart rate", "the limit is", "zone 3 is". */
const LINE_NAME =
  /\b(?:target|targets|max|maximum|limit|limits|cap|ceiling|goal|recommended|zone(?: \d| one| two| three| four| five)?)(?: (?:heart rate|heart|rate|hr|hour|pulse|bpm|is|s|of|at|should be|was|around|about|to stay under|for (?:spin|running|exercise|class|pregnancy)))*$/;
/** The line named after the figure: "140 limit", "the 140 rule", "140 max", "140 bpm cap", "140 zone". */
const LINE_AFTER =
  /^(?:(?:bpm|beats|beats per minute|beats a minute) )?(?:limit|rule|max|maximum|cap|ceiling|zone|target|thing|guideline|recommendation)\b/;

const named = (r: Reading, at: number) => {
  const lead = leadIn(r, at, 8);
  return KEPT_UNDER.test(lead) || LINE_NAME.test(lead) || LINE_AFTER.test(span(r, at + 1, at + 5));
};

/**
 * Whether the heart rate figure at token at is a limit or a target, not a reading of her heart now. Only while no
 * other figure of a racing heart's size stands in the message ("my max is 140 but today it hit 170 sitting down":
 * the 170 is a reading, told of the same heart).
 */
export function heartRateLimit(r: Reading, at: number): boolean {
  if (!named(r, at)) return false;
  return !r.tokens.some((t, k) => {
    const v = /^\d{3}$/.test(t.w) ? Number(t.w) : 0;
    return k !== at && v >= 120 && v <= 230 && !named(r, k);
  });
}
