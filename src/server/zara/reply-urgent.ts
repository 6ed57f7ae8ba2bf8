/**
 * The everyday answer under an urgent reply (issue 13, one voice with triage). When triage says urgent (call her
 * midwife, doctor or maternity unit now; not an emergency) for a real reason, such as weeks of anxiety or a
 * headache for two days, and she also asked an everyday question the answer library answers (can I take
 * paracetamol, is this anxiety common, what helps), the urgent notice comes first and the answer follows it, so she
 * is not left without the facts she asked for. Beside the notice the answer never calls anything normal: a
 * sentence that reassures ("normal", "nothing to worry about", "no need to call") is left out, and when the entry
 * speaks of the very sign triage raised, so is one that calls it common. An emergency reply carries nothing else:
 * calling emergency services is all it says.
 */
import type { TriageResult } from '../../core/domain/triage.ts';
import type { ResponderOutput } from './responder.ts';
import { splitSentences } from './responder-text.ts';

const REASSURING =
  /\b(?:normal|normally|nothing to worry|no need to (?:call|worry|see|contact|ring)|(?:don'?t|do not) (?:need to )?worry|harmless|usually fine|perfectly fine|not (?:usually )?(?:a )?(?:cause for )?(?:concern|worry|serious|dangerous))\b/i;
const CALLS_IT_COMMON = /\b(?:common|usually nothing|often nothing)\b/i;

const isHeading = (p: string) => /^\*\*.*\*\*$/.test(p.trim());

export const URGENT_ANSWER_INTRO = 'And about what you asked:';

/** Keeps the sentences of one line that may stand beside an urgent notice. */
function keepSentences(line: string, aboutSign: boolean): string {
  const bullet = line.startsWith('• ') ? '• ' : '';
  const all = splitSentences(bullet ? line.slice(2) : line);
  const kept = all.filter((s) => !REASSURING.test(s) && !(aboutSign && CALLS_IT_COMMON.test(s)));
  // A line that now starts mid-thought ("But if...") starts plainly instead.
  if (kept[0] && kept[0] !== all[0])
    kept[0] = kept[0].replace(/^(?:but|and|so|yet|still),?\s+(\w)/i, (_, c: string) => c.toUpperCase());
  return kept.length ? `${bullet}${kept.join(' ')}` : '';
}

/**
 * The library's answer to put after the urgent preface, or null: only for an urgent (not emergency) triage, and
 * only when the built-in responder answered from an entry of the answer library (its own line of a good match).
 */
export function answerUnderUrgent(t: TriageResult, built: ResponderOutput): string | null {
  if (t.level !== 'urgent' || !built.topic || built.kind === 'unknown' || built.kind === 'follow-up')
    return null;
  const aboutSign = t.signs.some((id) => built.covers.includes(id));
  const paragraphs = built.content
    .split(/\n{2,}/)
    .map((p) =>
      // A heading (the question answered) stays as it is; every other line keeps what may stand here.
      isHeading(p)
        ? p
        : p
            .split('\n')
            .map((l) => keepSentences(l, aboutSign))
            .filter(Boolean)
            .join('\n'),
    )
    .filter(Boolean)
    // A question whose answer was all left out goes too.
    .filter((p, i, all) => !isHeading(p) || (i + 1 < all.length && !isHeading(all[i + 1] ?? '')));
  // Nothing but headings left: there is nothing to add.
  if (!paragraphs.some((p) => !isHeading(p))) return null;
  return [URGENT_ANSWER_INTRO, ...paragraphs].join('\n\n');
}
