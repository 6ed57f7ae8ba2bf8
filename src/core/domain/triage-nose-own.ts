/**
 * Her own cold's blocked nose (docs/triage-evaluation.md, iteration 56; Q23): "blocked nose for a week cant breathe at
 * night. can i take sudafed while nursing? baby 4 months". A blocked nose or a head cold told in the sentence of the
 * breath, a remedy of her own asked in the message, the breath told of no one else, and no other sign of the breath
 * (the chest pulling in, blue, grunting, struggling, fast, the chest, fainting): the nose, not her chest and not the
 * baby whose age she gives. "baby 4 months has a blocked nose and cant breathe" (the baby told), "I have a blocked nose
 * and can't breathe, my chest is tight" and "I can't breathe and my lips are going blue" are read as before.
 */
import { type Reading, sentenceOf, sentenceText } from './triage-context.ts';
import { anywhere } from './triage-rule-kit.ts';
import { subjectAt } from './triage-subject.ts';

/** A blocked nose or a head cold told ("blocked nose for a week", "my nose is so stuffed", "sinuses"). */
const BLOCKED_NOSE =
  /\b(?:blocked|stuffy|stuffed up|stuffed|bunged up|bunged|congested|runny|snotty) (?:up )?nose\b|\bnose (?:is |s |been |so |all )*(?:blocked|stuffed|bunged|congested|stuffy)\b|\bhead cold\b|\bsinus\w*\b|\bnariz (?:tapada|congestionada)\b/;
/** A remedy of her own asked ("can I take sudafed", "while nursing", "a decongestant while breastfeeding"). */
const OWN_REMEDY =
  /\b(?:can|could|should|may) i (?:take|use|have|try)\b|\bis it (?:ok|okay|safe|alright) (?:for me )?to (?:take|use|have)\b|\b(?:while|when|whilst) (?:i am |im |i m )?(?:nursing|breastfeeding|breast feeding|bf|bfing|pumping|expressing)\b|\bpuedo (?:tomar|usar)\b/;
const BREATH_SIGNS = ['recession', 'blue', 'grunt', 'struggle', 'fast', 'chest', 'faint'] as const;

/** Whether the breath word at i is her own cold's blocked nose. */
export function ownColdNose(r: Reading, i: number): boolean {
  return (
    BLOCKED_NOSE.test(sentenceText(r, sentenceOf(r, i))) &&
    OWN_REMEDY.test(r.read.text) &&
    !/^(?:baby|he|she|child|other)$/.test(subjectAt(r, i) ?? '') &&
    !BREATH_SIGNS.some((c) => anywhere(r, c))
  );
}
