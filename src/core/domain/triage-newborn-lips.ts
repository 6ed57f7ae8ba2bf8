/**
 * Blue or grey lips, or blue round the mouth, of a baby now, whatever doubt she adds (docs/clinical-safety.md, "The
 * newborn"; NHS, "Spotting signs of serious illness in babies": blue, grey or dusky lips is an emergency): "his lips
 * look blue-grey... is it the light??", "her lips are bluish, or am I imagining it?". The doubt is hers, not a
 * question about signs in general, and "he was fine after the feed and now they look blue" is a change, not a sign
 * that has gone. Denied, long ago, checked by a professional or asked about in general, it is not now.
 */
import { type Reading, statusAt } from './triage-context.ts';
import { active, finding, type Finding, flushedFace, nearActive, stainedColour } from './triage-rule-kit.ts';
import { subjectAt } from './triage-subject.ts';

/** Her own doubt about what she sees: the light, the lamp, her eyes, her imagination. */
const DOUBT =
  /\b(?:is it (?:just )?(?:the|this|my) (?:light|lighting|lamp|screen|camera|phone)|(?:just |only |maybe |probably )?(?:the|a) (?:light|lighting|lamp|shadow|trick of the light)\b|trick of the light|am i imagining|imagining it|imagining things|am i seeing things|seeing things|my eyes|am i being paranoid|am i overreacting|am i mad|am i crazy)\b/;
const OWNER = /^(?:his|her|the|their|its|baby|babys|bubs|lo|sons|daughters)$/;
const PALE = /^(?:pale|white|palida|palido|blanco|blanca|colour|color)$/;

export function doubtedLips(r: Reading): Finding[] {
  if (r.stage === 'pregnant') return [];
  const doubt = DOUBT.test(r.read.text);
  const blues = active(r, 'blue').filter((i) => !PALE.test(r.tokens[i]?.w ?? ''));
  const now = (i: number) => {
    const st = statusAt(r, i);
    if (st.negated || st.history || st.resolved === 'checked') return false;
    return (!st.question && !st.imagined) || doubt;
  };
  for (const i of blues) {
    const mouth = nearActive(r, i, ['mouth'], 5);
    // ("his lips", "round the mouth"; not "my lips", her own, nor "a newborn's lips", any baby's.)
    const whose = r.tokens[mouth - 1]?.w ?? '';
    if (mouth < 0 || !OWNER.test(whose) || r.tokens[mouth - 2]?.w === 'a' || !now(i)) continue;
    if (flushedFace(r, i, mouth) || stainedColour(r)) continue;
    const who = subjectAt(r, i);
    if (who === 'other' || who === 'child') continue;
    // ("he was fine after the feed and now they look blue": the colour is back, or still there, later on.)
    const later = blues.some((k) => k >= i && now(k) && statusAt(r, k).resolved === null);
    if (statusAt(r, i).resolved === 'gone' && !later) continue;
    return [
      finding('newborn-colour-change', i, 'baby', 'symptom', 'blue lips', {
        judged: true,
      }),
    ];
  }
  return [];
}
