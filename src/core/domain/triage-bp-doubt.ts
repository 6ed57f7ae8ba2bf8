/**
 * Doubt about the device beside a severe reading (docs/clinical-safety.md, "Numbers"): "my mum says monitors always
 * read high if you're stressed", "it's a cheap cuff, probably wrong". A relative's or her own doubt about the
 * monitor is no repeat: it never settles a reading of 160 or more over 110 or more (the catalogue's line; ACOG:
 * only a repeat that came back normal does, settledLater in triage-bp-baseline.ts). Pure.
 */
import type { Reading } from './triage-context.ts';

/** The device, or the reading, said to be wrong or high for a reason of its own. */
const DOUBT =
  /\b(?:monitors?|machines?|cuffs?|devices?|readings?|it|they|those|these) (?:always |often |usually |just |probably |must |can |might )?(?:reads?|reading|give|gives|show|shows|be|are|is) (?:a bit |always |really )?(?:high|higher|wrong|off|broken|inaccurate|rubbish|faulty|dodgy|cheap)\b|\b(?:read|reads|reading) (?:high|higher) (?:if|when|because|cos|with)\b|\b(?:cheap|old|broken|faulty|dodgy) (?:monitor|machine|cuff)\b|\bwhite coat\b/;

/** Whether the message doubts the device or the reading itself (not a later reading: that is settledLater). */
export const deviceDoubted = (r: Reading) => DOUBT.test(r.read.text);
