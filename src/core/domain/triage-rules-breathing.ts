/**
 * Pain on breathing in (docs/clinical-safety.md, "Pain, chest and breathing"): pain that comes when she breathes in
 * or takes a deep breath ("sharp pain R side when I breathe in", "it stabs when I take a breath", "me duele al
 * respirar") is chest pain, the catalogue's `chest-pain-breathing` (EMERGENCY, CDC Hear Her; AWHONN), whatever she
 * thinks it is ("probably a chest infection, I'll ring the GP Monday" settles nothing happening now). Clinical
 * shorthand around it ("RR 30", "sats 91%") names no sign of its own: the catalogue has no line for a rate or a
 * saturation, so none is invented here; the pain on breathing in and trouble breathing are the signs.
 */
import { sentenceOf } from './triage-context.ts';
import { active, finding, type Finding, nearActive, type Rule } from './triage-rule-kit.ts';

/** Breathing in: the words after a breath word, or a deep breath. */
const BREATHING_IN =
  /^(?:breathe in|breathing in|breath in|breathes in|take a breath|take a deep breath|deep breath|deep breaths|big breath|breathe deeply|breathe deep|inhale|inhaling|al respirar|cuando respiro|respirar hondo|respiro hondo)\b/;

/** Parts of the body whose own pain a breath may stir (a head, a leg, a wound, the belly): not the chest. */
const ELSEWHERE = ['head', 'leg', 'wound', 'belly', 'palmsSoles'] as const;

export const breathingInRules: Rule = (r) => {
  const out: Finding[] = [];
  // (A pain word, or its severity alone: "it catches sharply when I breathe in".)
  for (const i of [...active(r, 'pain'), ...active(r, 'severe')]) {
    if (nearActive(r, i, [...ELSEWHERE], 4) >= 0) continue;
    const sent = sentenceOf(r, i);
    for (let k = i + 1; k <= i + 10 && r.tokens[k]?.sent === sent; k++) {
      const from = /^(?:a|take|deep|big)$/.test(r.tokens[k - 1]?.w ?? '') ? k - 1 : k;
      const words = r.tokens
        .slice(from, from + 4)
        .map((t) => t.w)
        .join(' ');
      if (!r.at[k]?.has('breath') && !/^(?:inhale|inhaling|al|cuando)$/.test(r.tokens[k]?.w ?? '')) continue;
      if (!BREATHING_IN.test(words)) continue;
      out.push(finding('chest-pain-breathing', i, 'mother', 'symptom', 'pain on breathing in'));
      return out;
    }
  }
  return out;
};
