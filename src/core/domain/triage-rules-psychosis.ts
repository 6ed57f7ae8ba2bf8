/**
 * Psychosis and mania (docs/clinical-safety.md, "The mind: recall first"; Action on Postpartum Psychosis):
 * hearing voices, seeing what others cannot, messages or signs meant for her, being chosen or on a mission, the
 * baby switched, evil or not hers, being poisoned or watched, nights without sleep with energy or racing thoughts,
 * severe confusion. Each group of beliefs and perceptions counts once, its strongest cue; a strong cue ("the TV
 * is telling her to hurt herself", "the baby isn't mine") is enough, weaker ones add up with sleeplessness, a
 * locked door or "she's not herself". The cues and their exceptions (jokes, denials, stories, questions about
 * signs) are read in triage-mind-cues.ts. Recall first: a false alarm is accepted.
 */
import { type Cue, joking, mindCues, type MindKind } from './triage-mind-cues.ts';
import { enough } from './triage-rules-mind.ts';
import { finding, type Rule } from './triage-rule-kit.ts';

/** The groups: strong and weak cues of one group count once. */
const GROUP: Partial<Record<MindKind, string>> = {
  voicesStrong: 'voices',
  voices: 'voices',
  visionsStrong: 'visions',
  visions: 'visions',
  referenceStrong: 'reference',
  reference: 'reference',
  grandioseStrong: 'grandiose',
  grandiose: 'grandiose',
  babyBeliefStrong: 'baby',
  babyBelief: 'baby',
  persecutionStrong: 'persecution',
  persecution: 'persecution',
  confusionStrong: 'confusion',
  confusion: 'confusion',
  mania: 'mania',
  noSleep: 'sleep',
  barricade: 'barricade',
  changed: 'changed',
};
const SUPPORT = new Set(['sleep', 'barricade', 'changed']);

const PHRASE: Record<string, string> = {
  voices: 'hearing voices',
  visions: 'seeing things others cannot',
  reference: 'messages meant for her',
  grandiose: 'a mission or special powers',
  baby: 'beliefs about the baby',
  persecution: 'being poisoned, watched or followed',
  confusion: 'severe confusion',
  mania: 'no sleep with elation or racing thoughts',
};

export const psychosisRules: Rule = (r) => {
  const cues = mindCues(r);
  // Each group counts its best cue; different weak cues of one group add up to a strong one ("bugs... on the walls... no hay nada").
  const best = new Map<string, Cue>();
  const sum = new Map<string, number>();
  for (const c of cues) {
    const g = GROUP[c.kind];
    if (!g) continue;
    if (c.w > (best.get(g)?.w ?? 0)) best.set(g, c);
    if (!cues.some((o) => o !== c && GROUP[o.kind] === g && o.at < c.end && c.at < o.end && o.w > c.w))
      sum.set(g, Math.min(2, (sum.get(g) ?? 0) + c.w));
  }
  const main = [...best.entries()].filter(([g]) => !SUPPORT.has(g)).sort((a, b) => b[1].w - a[1].w)[0];
  if (!main) return [];
  // Nights without sleep count for more when they are counted ("5 days of maybe 2 hours sleep", "no ha dormido en 4 dias").
  let total = 0;
  for (const [g, v] of sum) total += g === 'sleep' && sleptDays(r.read.text) >= 2 ? v + 0.5 : v;
  if (total < enough(joking(r), cues)) return [];
  const [group, cue] = main;
  return [
    finding('postpartum-psychosis', cue.at, 'mind', 'event', PHRASE[group] ?? 'psychosis', { judged: true }),
  ];
};

/** Days or nights without sleep, when counted. */
function sleptDays(text: string): number {
  const m = /\b(\d+|two|three|four|five|six|dos|tres|cuatro|cinco) (?:days|nights|dias|noches)\b/.exec(text);
  if (!m) return 0;
  const words: Record<string, number> = {
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
  };
  return Number(m[1]) || words[m[1] ?? ''] || 0;
}
