/**
 * Harm to the baby pictured while the baby cries (docs/clinical-safety.md, "The mind: recall first"): "my partner
 * does the late feed. when he won't stop crying I picture throwing him against the wall". An act pictured on "him"
 * or "her", with a cry told of the baby or of that pronoun nearer the act than an adult named a sentence before, is
 * on the baby: thoughts of harming the baby are an emergency always. A rule of its own beside the cues of the mind
 * (triage-mind-cues.ts), so the learned net's features stay as it was trained on. Pure.
 */
import type { Reading } from './triage-context.ts';
import { babyContext } from './triage-mind-target.ts';

/** Picturing, imagining, seeing herself do it, a flash of it. */
const PICTURED =
  /^(?:picture|pictures|picturing|pictured|imagine|imagines|imagining|imagined|visualise|visualising|visualize|visualizing|flash|flashes|image|images|vision|visions)$/;
const SEE_MYSELF = /^(?:see|seeing|saw) (?:myself|me)$/;

/** Whether a cry at token j is told of the baby, "he", "she" or "it" a few words before it, in its clause. */
function babyCries(r: Reading, j: number): boolean {
  for (let x = j - 1; x >= Math.max(0, j - 5) && r.tokens[x]?.clause === r.tokens[j]?.clause; x--)
    if (r.at[x]?.has('baby') || /^(?:he|she|it)$/.test(r.tokens[x]?.w ?? '')) return true;
  return false;
}

/** The token of an act on "him" or "her" pictured while the baby cries, or -1. */
export function picturedOnCryingBaby(r: Reading): number {
  if (!babyContext(r)) return -1;
  for (const m of r.mentions) {
    if (m.c !== 'harmViolent' && m.c !== 'harmHandling') continue;
    const sent = r.tokens[m.start]?.sent;
    const obj = r.tokens.slice(m.end, m.end + 3).find((t) => /^(?:him|her)$/.test(t.w));
    if (!obj && !/^(?:him|her)$/.test(r.tokens[m.end - 1]?.w ?? '')) continue;
    let pictured = false;
    let cry = false;
    for (let k = m.start - 1; k >= Math.max(0, m.start - 16) && r.tokens[k]?.sent === sent; k--) {
      const w = r.tokens[k]?.w ?? '';
      if (PICTURED.test(w) || SEE_MYSELF.test(`${w} ${r.tokens[k + 1]?.w ?? ''}`)) pictured = true;
      if (r.at[k]?.has('cry') && babyCries(r, k)) cry = true;
    }
    if (pictured && cry) return m.start;
  }
  return -1;
}
