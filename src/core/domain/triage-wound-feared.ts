/**
 * A wound feared, not told (docs/clinical-safety.md, "The body"; iteration 33, Q23): "scared to poo after my
 * stitches... will they burst open if I push" asks what may happen; no look of the wound is told. A wound whose
 * every word of opening, oozing or infection is said of what will, would or could happen ("will they burst",
 * "could it split open", "scared it'll get infected") is a fear asked about; "my stitches have burst open" and
 * "the scar is red and oozing" still raise. Read by the rule for wounds (triage-rules-body.ts).
 */
import { active } from './triage-rule-kit.ts';
import { type Reading, span } from './triage-reading.ts';

/** What may happen: a modal before the look ("will they burst", "it might get infected", "scared it'll split"). */
const MAY_HAPPEN =
  /\b(?:will|would|could|might|may|can|gonna|going to)(?: (?:they|it|them|the stitches|my stitches|the wound|the scar|my scar|the cut|that))?(?: (?:just|all|get|go|come|be))?$/;

/** A hot drink, bath or water bottle. */
const HOT_THING =
  /^(?:water|tea|drink|drinks|bath|baths|shower|soup|milk|chocolate|compress|pack|flannel|towel)$/;

/** The stitches' removal asked about: "when do the stitches come out", "will my stitches come out by themselves". */
const REMOVAL_ASKED =
  /\b(?:when|how long (?:till|until|before)|do|does|will|should|would)(?: (?:the|my|her|these|they))?(?: (?:stitches|sutures|staples|stiches))?$/;
/** Her body told as unwashed: "feeling sticky and smelly". */
const FELT_UNWASHED =
  /\b(?:feel|feeling|felt|feels) (?:(?:very|so|really|a bit|all) )?(?:\w+ and )?(?:smelly|stinky|whiffy)$/;
const UNWASHED =
  /\b(?:not (?:to )?(?:take|have|having|taking|allowed) (?:a )?(?:bath|shower|wash)|no (?:head )?(?:bath|baths|shower|showers|washing)|without (?:a )?(?:bath|shower|wash)|haven t (?:washed|showered|bathed)|havent (?:washed|showered|bathed)|not washed|not showered|sticky|sweaty|grubby)\b/;

/** Whether the smell at token k is her unwashed body as she feels it ("no shower for 40 days, feeling smelly"). */
export const unwashedSmell = (r: Reading, k: number) =>
  FELT_UNWASHED.test(span(r, k - 6, k + 1)) && UNWASHED.test(r.read.text);

/** Whether every word of the wound's look in the message is feared, not told, or not the wound's. */
export function woundFeared(r: Reading): boolean {
  // ("giving me hot water with honey", H101: a hot drink or bath is no look of the wound; nor wee coming out.)
  const said = [...active(r, 'infected'), ...active(r, 'smell')];
  const looks = said
    .filter((k) => !(r.tokens[k]?.w === 'hot' && HOT_THING.test(r.tokens[k + 1]?.w ?? '')))
    // ("when I laugh or cough a little pee come out", H101: wee leaking, not the wound opening.)
    .filter(
      (k) =>
        !(
          /^(?:come|comes|coming|came)$/.test(r.tokens[k]?.w ?? '') &&
          /\b(?:pee|wee|urine|wees|pees)$/.test(span(r, k - 3, k))
        ),
    )
    // ("when do the stitches come out?": their removal asked, not the wound opening; Q27.)
    .filter(
      (k) => !(/^(?:come|comes|coming)$/.test(r.tokens[k]?.w ?? '') && REMOVAL_ASKED.test(span(r, k - 5, k))),
    )
    // ("not allowed a bath for 40 days... feeling very sticky and smelly": her unwashed body, not the wound; Q27.)
    .filter((k) => !unwashedSmell(r, k))
    .sort((a, b) => a - b);
  const feared = new Set<number>();
  // ("will they burst open": "open" goes with the "burst" feared before it.)
  for (const k of looks) if (MAY_HAPPEN.test(span(r, k - 4, k)) || feared.has(k - 1)) feared.add(k);
  // (Every word of a look was a drink's or wee's: nothing of the wound is told.)
  if (said.length > 0 && looks.length === 0) return true;
  return looks.length > 0 && feared.size === looks.length;
}
