/**
 * A leg already looked at (docs/clinical-safety.md, "A clot in the leg"; iteration 35's leftover, H98): "got the
 * midwife to look at it this morning ... she said muscle strain not a clot" is a professional's finding on that very
 * calf, and a question after it (a warm bath) is care. It stays a sign when the finding is someone else's ("my
 * sister said it's just a strain"), or when anything after it is worse or new ("he said muscle strain but now it's
 * swollen and hot tonight"). Pure; read by triage-rules-body.ts.
 */
import type { Reading } from './triage-reading.ts';

const PRO_LOOKED =
  /\b(?:midwife|midwives|gp|doctor|dr|doc|physio|physiotherapist|nurse|a&e|a and e|hospital|triage|ob|obgyn|consultant)\b(?: \w+){0,14} (?:said|says|told (?:me|us|her)|thinks|confirmed)(?: (?:it s|its|it is|it was|just|a|that))*/;
const NOT_CLOT =
  /^(?:(?:muscle|muscular) (?:strain|ache|pain)|(?:a )?pulled (?:a )?muscle|(?:a )?strain(?:ed)?(?: muscle)?|(?:a )?cramp|not (?:a )?(?:clot|dvt|blood clot)|no (?:clot|dvt)|nothing serious)\b/;
const WORSE_AFTER =
  /\b(?:but now|now (?:it|its|it s|it is|the)|since then|getting worse|worse|bigger|spreading|tonight|hot to touch|more swollen|redder)\b/;

/** Whether a professional has found the leg is not a clot, with nothing worse told after. */
export function legChecked(r: Reading): boolean {
  const t = r.read.text;
  const m = PRO_LOOKED.exec(t);
  if (!m) return false;
  const rest = t.slice(m.index + m[0].length).trimStart();
  return NOT_CLOT.test(rest) && !WORSE_AFTER.test(rest);
}
