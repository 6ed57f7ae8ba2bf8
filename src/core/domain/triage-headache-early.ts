/**
 * A headache in the first half of pregnancy asked with a painkiller (docs/clinical-safety.md, "Pre-eclampsia"; Q20,
 * Q22): the catalogue's pregnancy line, "severe or worsening headache; vision changes", is possible pre-eclampsia,
 * which belongs to the second half of pregnancy (from 20 weeks). "Got a pounding headache, can I take paracetamol or
 * ibuprofen at 8 weeks?" is a question about the painkiller: asked its deciding question, not read as the severe
 * headache. From 20 weeks, after the birth, or with vision, swelling, pain under the ribs, vomiting, a blood pressure,
 * or a headache told as the worst, sudden or not helped by medicine, it is read as before. Pure.
 */
import type { Reading } from './triage-reading.ts';
import { anywhere } from './triage-rule-kit.ts';

/** Asking which painkiller she may take. */
const PAINKILLER_ASKED =
  /\b(?:paracetamol|acetaminophen|tylenol|ibuprofen|nurofen|advil|painkillers?|pain relief|co codamol|what can i (?:take|have)|can i take|(?:something|anything) (?:i|she) (?:can|could|may) (?:take|have)|safe to take|puedo tomar|que puedo tomar)\b/;
/** A headache that is more than a painkiller's question whatever the week. */
const GRAVE =
  /\b(?:worst|thunderclap|sudden|suddenly|out of nowhere|stiff neck|confus\w*|faint\w*|not helped|not helping|does not help|did not help|nothing helps|not working|not going|will not go|would not go|fit|seizure|fell|hit my head|banged my head)\b/;
const OTHER_SIGN = ['visionBad', 'swell', 'ribs', 'vomit', 'faceHands'] as const;

/** Whether a headache is asked with a painkiller before 20 weeks, nothing graver said. */
export function earlyHeadacheAsked(r: Reading): boolean {
  return (
    r.stage === 'pregnant' &&
    r.week !== null &&
    r.week < 20 &&
    PAINKILLER_ASKED.test(r.read.text) &&
    !GRAVE.test(r.read.text) &&
    !r.numbers.bp.length &&
    !OTHER_SIGN.some((c) => anywhere(r, c))
  );
}

/**
 * A headache she puts down to a cold or her sinuses and asks what she may take (iteration 47; Q35): "a horrible cold
 * and a pounding sinus headache ... surely there's something I can take?" at 7 weeks after the birth. The
 * catalogue's row after the birth is a headache not helped by medicine or with vision changes; one with a cold, no
 * medicine tried yet, is asked that deciding question rather than read as the bad headache. In pregnancy from 20
 * weeks the row is any severe or worsening headache, so there it is read as before; so is one told as the worst,
 * sudden or not helped, or beside vision, swelling, pain under the ribs, vomiting or a blood pressure.
 */
const COLD =
  /\b(?:sinus|sinuses|sinusitis|(?:a|the|my|this|her|head|bad|horrible|stinking|heavy|streaming) (?:cold|flu)|blocked (?:nose|up)|stuffy|stuffed up|congest\w*|runny nose|snotty|bunged up)\b/;
export function coldHeadacheAsked(r: Reading): boolean {
  return (
    (r.stage === 'postpartum' || (r.stage === 'pregnant' && r.week !== null && r.week < 20)) &&
    COLD.test(r.read.text) &&
    PAINKILLER_ASKED.test(r.read.text) &&
    !GRAVE.test(r.read.text) &&
    !r.numbers.bp.length &&
    !OTHER_SIGN.some((c) => anywhere(r, c))
  );
}

/** A headache asked with a painkiller, before 20 weeks or with a cold (either class above). */
export const headacheAsked = (r: Reading) => earlyHeadacheAsked(r) || coldHeadacheAsked(r);
