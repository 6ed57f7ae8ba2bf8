/**
 * Bleeding said by its effect without the word blood (docs/clinical-safety.md, "Bleeding"; moved out of
 * triage-rules-bleeding.ts in iteration 40 to keep it under 300 lines). Visitors or calls that "keep coming" are
 * people arriving, not a flow (H123). Pure.
 */
import type { Reading } from './triage-context.ts';
import { span } from './triage-mind-figures.ts';
import { active, nearActive } from './triage-rule-kit.ts';

const IV_DRIP =
  /\b(?:on (?:a|the) drip|drip in (?:labou?r|hospital)|(?:lot|lots|bags?|litres?) of drip|(?:the|a|iv) drip (?:in|during|for|line|was|and))\b/;
export const LUMPS = /^(?:lumps|lump|chunks|chunk|bits|blobs|grumos|cuajos|pedazos|trozos)$/;
/** Pads used up: "gone through two night pads", "filled 3 pads", "llené dos compresas". */
const PADS_USED =
  /\b(?:gone through|going through|went through|go through|filled|filling|soaked|soaking|changed|changing|llene|llenado|empapado|empape|cambiado)\b/;
/**
 * Bleeding said by its effect without the word blood: red on the pad, in the toilet or running down ("bright red,
 * soaked through my jeans"); after the birth a gush that soaks the pad or clothes (waters are over by then).
 */
export function flowWithoutTheWord(r: Reading): number[] {
  const out: number[] = [];
  for (const i of active(r, 'red'))
    if (
      nearActive(r, i, ['wipe', 'pad', 'leak', 'heavy', 'wet', 'clot'], 8) >= 0 &&
      nearActive(
        r,
        i,
        ['rash', 'wound', 'cord', 'vision', 'faceHands', 'breast', 'mouth', 'leg', 'smell'],
        6,
      ) < 0 &&
      !r.at[i - 1]?.has('wound')
    )
      out.push(i);
  // Pads gone through faster than one an hour, after the birth ("3 of the big pads in just over 2 hours").
  if (r.stage === 'postpartum' && (r.numbers.padsPerHour ?? 0) >= 1) {
    const pad = active(r, 'pad')[0];
    if (pad !== undefined) out.push(pad);
  }
  // In pregnancy, pads gone through with lumps coming out ("two night pads since 11 and lumps the size of grapes").
  if (r.stage !== 'postpartum')
    for (const i of active(r, 'pad'))
      if (
        PADS_USED.test(span(r, Math.max(0, i - 5), i + 1)) &&
        r.tokens.slice(Math.max(0, i - 9), i + 12).some((t) => LUMPS.test(t.w))
      )
        out.push(i);
  if (r.stage === 'postpartum')
    for (const i of active(r, 'leak'))
      if (
        // ("I had a lot of drip in labour", "on a drip": fluids through a line, not a flow.)
        !(r.tokens[i]?.w === 'drip' && IV_DRIP.test(span(r, i - 3, i + 3))) &&
        // ("Visitors keep coming and I can't sit with them long": people arriving, not a flow.)
        !PEOPLE.test(span(r, i - 3, i)) &&
        !babyDribble(r, i) &&
        nearActive(r, i, ['pad', 'wipe', 'heavy', 'wet'], 8) >= 0 &&
        // ("stood up from feeding and it gushed through my pad": through the pad is not milk, whatever came before.)
        nearActive(
          r,
          i,
          nearActive(r, i, ['pad'], 4) > i ? ['breast', 'wee', 'wound'] : ['breast', 'wee', 'feed', 'wound'],
          6,
        ) < 0
      )
        out.push(i);
  // A pad soaked through again within the hour after the birth ("changed it at 1, soaked again, not even 2").
  if (r.stage === 'postpartum' && PAD_AGAIN.test(r.read.text) && PAD_WITHIN.test(r.read.text)) {
    const pad = active(r, 'pad').find((i) => nearActive(r, i, ['heavy'], 8) >= 0);
    if (pad !== undefined) out.push(pad);
  }
  return out;
}
const PEOPLE =
  /\b(?:visitors|guests|people|relatives|family|friends|in laws|inlaws|they|folks|neighbours|neighbors|calls|messages|texts|questions|bills|cards|presents|gifts|parcels|deliveries)$/;
const PAD_AGAIN = /\b(?:again|another one|(?:second|third|fourth|2nd|3rd|4th) (?:one|pad)|every hour)\b/;
const PAD_WITHIN =
  /\b(?:already|not even|within (?:the|an) hour|in (?:under |less than )?(?:an|the|half an) hour|every hour)\b/;

/** A baby's dribble (Q36): "he's dribbling loads", "teething, she's drooling everywhere": saliva, not a flow. */
const DRIBBLE = /^(?:dribbl(?:e|es|ed|ing|y)|drool(?:s|ed|ing|y)?|slobber(?:s|ing|ed)?)$/;
const MOUTH =
  /\b(?:teeth|teething|tooth|toothy|gums?|mouth|chin|bibs?|saliva|spit|drool|hands in (?:his|her) mouth|chewing|chews|dummy|pacifier)\b/;
function babyDribble(r: Reading, i: number): boolean {
  if (!DRIBBLE.test(r.tokens[i]?.w ?? '')) return false;
  if (MOUTH.test(r.read.text.replace(/\b(?:dribbl|drool)\w*/g, ''))) return true;
  // "he" (the mother is "she" or "I") or the baby before the word in its clause.
  return /\b(?:he|baby|babys|bubs?|lo|son|little one|he is|hes)\b/.test(span(r, Math.max(0, i - 4), i));
}
