/**
 * Blood on the tissue from piles (docs/clinical-safety.md, "Bleeding"; iteration 36, H104): a bright streak on the
 * paper when she poos, named as piles, haemorrhoids or a fissure (by her or a professional), with nothing said to
 * come from the vagina, is the bowel's, not pregnancy bleeding (in pregnancy only: after the birth, lochia is read as before). Spotting on the paper with no poo told, or blood
 * told from the vagina as well ("piles but also bleeding from down below"), still raises.
 */
import type { Reading } from './triage-reading.ts';

const PILES = /\b(?:piles|haemorrhoids?|hemorrhoids?|almoranas|almorranas|hemorroides|fissure|anal tear)\b/;
const POO =
  /\b(?:poo|poop|pooing|pooping|poos|poops|stool|stools|bowel|bowels|when i go number 2|constipat\w*|hard poo|straining)\b/;
const FROM_BELOW =
  /\b(?:vagina|vaginal|down below|from the front|from my front|discharge|pad|underwear|knickers|pants|wee|pee|weeing|peeing)\b/;
const DENIED_BELOW =
  /\b(?:nothing|none|not|no blood|no bleeding) (?:\w+ ){0,2}(?:from |in )?(?:the |my )?(?:vagina|front|down below|underwear|knickers|pants)\b/;

/** Whether blood on the tissue is told as from piles with a poo, and from nowhere below. */
export function pilesBleeding(r: Reading): boolean {
  const t = r.read.text;
  if (r.stage === 'postpartum' || !PILES.test(t) || !POO.test(t)) return false;
  return !FROM_BELOW.test(t.replace(DENIED_BELOW, ' '));
}
