/**
 * The baby as what was done, not who the words are about (docs/clinical-safety.md, "Who, when, and whether"): the
 * object of a verb ("had twins", "feeding the baby", "with the baby") or what was born ("had our baby", "delivered
 * the twins", Patois "have di baby"). Read by triage-subject.ts.
 */
import type { Reading } from './triage-reading.ts';

/** Verbs whose object the baby is ("had twins", "feeding the baby", "with the baby"), skipping "the", "my", "our". */
const OBJECT_VERB =
  /^(?:had|have|having|fed|feed|feeding|holding|hold|held|carrying|carry|bathing|bath|changing|with|put|putting|delivered|birthed|after|since|to|rocking|settling|settled|tuvo|tuve|con)$/;

/** "had our baby", "delivered the twins": the baby as what was born. */
export function bornTo(r: Reading, k: number): boolean {
  let j = k - 1;
  while (j >= 0 && /^(?:the|di|my|our|a|her|his|two|both|little|new|el|la|mi|al)$/.test(r.tokens[j]?.w ?? ''))
    j--;
  return /^(?:had|have|having|delivered|birthed|tuvo|tuve|gave)$/.test(r.tokens[j]?.w ?? '');
}

export function objectOfVerb(r: Reading, k: number): boolean {
  let j = k - 1;
  while (
    j >= 0 &&
    /^(?:the|di|my|our|a|her|his|two|both|little|new|el|la|mi|los|las|mis|al)$/.test(r.tokens[j]?.w ?? '')
  )
    j--;
  if (j < 0 || r.tokens[j]?.sent !== r.tokens[k]?.sent) return false;
  // ("28 weeks twins, right calf swollen": her pregnancy described, the gestation and what she carries.)
  if (
    GESTATION.test(`${r.tokens[j - 1]?.w ?? ''} ${r.tokens[j]?.w ?? ''}`) &&
    /^(?:twins|triplets|gemelos|mellizos|twin)$/.test(r.tokens[k]?.w ?? '')
  )
    return true;
  return OBJECT_VERB.test(r.tokens[j]?.w ?? '');
}

const GESTATION = /^\d{1,2} (?:weeks|wks|semanas)$/;

/**
 * A pronoun that says or tells ("she was changing the baby and said she felt a gush", "he told me he can't
 * breathe"): a person speaking, not the baby she was caring for (iteration 43, H132).
 */
export function speaks(r: Reading, k: number): boolean {
  return SAYING.test(r.tokens[k - 1]?.w ?? '') || SAYING.test(r.tokens[k + 1]?.w ?? '');
}

const SAYING =
  /^(?:said|says|saying|told|tells|telling|complained|complaining|complains|mentioned|reckons|reckoned|insists|insisted|swears|swore|dijo|dice)$/;
