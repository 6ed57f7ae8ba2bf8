/**
 * Two guards on Zara's routine answer (docs/clinical-safety.md, "What Zara says"). The deciding question: a
 * message that names a sign without enough to decide ("some bleeding", "a headache") gets the catalogue's
 * question (how heavy, since when, with vision changes?) and what to do if the answer is yes. No false
 * reassurance: an answer next to a warning-sign concept that calls it "common" or "normal" always says when to
 * call, whoever wrote the answer (the built-in responder or a language model).
 */
import type { TriageResult } from '../../core/domain/triage.ts';
import { getSign, type WarningSign } from '../../core/domain/warning-signs.ts';

const signsOf = (ids: readonly string[]) =>
  ids.map((id) => getSign(id)).filter((s): s is WarningSign => s !== undefined);

/**
 * The deciding questions for the signs triage could not decide, or '' when there are none. Under an urgent notice
 * (`underNotice`: the level was raised above the rules) they are what to tell the midwife and what would make it
 * worse, not a check of whether to call.
 */
export function decidingQuestions(t: TriageResult, underNotice = false): string {
  const asked = signsOf(t.ask ?? []).filter((s) => s.decide);
  if (!asked.length) return '';
  const lines = asked.map((s) => `${s.decide?.ask ?? ''} ${s.decide?.ifYes ?? ''}`.trim());
  return `${underNotice ? 'What they will want to know' : 'To be sure it is nothing that needs a call now'}: ${lines.join(' ')}`;
}

const REASSURES = /\b(?:common|normal|nothing to worry|no need to worry|usually fine|perfectly fine)\b/i;
const SAYS_WHEN =
  /\b(?:call (?:your|emergency|them|the|111|999|911|112)|phone your|ring your|contact your|seek (?:medical )?help|go to (?:the )?(?:hospital|emergency))\b/i;

/**
 * The answer, with when to call added if it reassures ("common", "normal") about a message that carries a
 * warning-sign concept (a sign named, asked about, or present at routine level) without saying when to call.
 */
export function guardReassurance(content: string, t: TriageResult): string {
  const named = signsOf([...(t.ask ?? []), ...t.mentioned, ...t.signs]);
  if (!named.length || !REASSURES.test(content) || SAYS_WHEN.test(content)) return content;
  const first = named.find((s) => s.decide) ?? named[0];
  const when = first?.decide
    ? `${first.decide.ask} ${first.decide.ifYes}`
    : `Call your midwife, doctor or health visitor if it gets worse, does not settle, or worries you${first && first.level !== 'routine' ? `; for ${first.name.toLowerCase()} call now, not tomorrow` : ''}.`;
  return `${content}\n\nWhen to call: ${when}`;
}
