/**
 * A word of the mind said of a body sign (docs/clinical-safety.md, "The mind: recall first"): "painless" describing
 * tightenings, a lump or a bleed ("BH a few times this evening, irregular, painless, stopped after a bath") is how
 * the sign feels, not how lethal a means would be, while nothing of dying, no act of dying and no "way" to do it is
 * in the message; "the most painless way" and "would it be painless" with pills or water still raise. Read by the
 * rule (triage-rules-mind.ts) only: the learned net's features stay as they were trained.
 */
import type { MindKind } from './triage-mind-cues.ts';
import { type Reading, sentenceText } from './triage-reading.ts';

/** Signs a word of feeling can describe: tightenings, bleeding, a lump or a swelling. */
const SIGNS = ['braxton', 'contraction', 'regular', 'bleed', 'spotting', 'swell'] as const;
/** Tightenings in shorthand ("BH"), or described by their rhythm. */
const DESCRIBED = /\b(?:bh|bhs|tightenings?|irregular|lumps?|bumps?)\b/;
/** Anything that makes it more than a sign: dying, an act of dying, a way, a wish to. */
const GRAVE = new Set(['end', 'endStrong', 'deathAct', 'burden', 'burdenStrong', 'resign', 'farewellStrong']);

export function signDescribed(r: Reading, kind: MindKind, at: number, end: number): boolean {
  if (kind !== 'lethal' || end - at !== 1 || r.tokens[at]?.w !== 'painless') return false;
  if (/^(?:way|method|death|option)/.test(r.tokens[end]?.w ?? '')) return false;
  if (r.mentions.some((m) => GRAVE.has(m.c))) return false;
  const sent = r.tokens[at]?.sent ?? -1;
  const near = r.mentions.some(
    (m) =>
      (SIGNS as readonly string[]).includes(m.c) && Math.abs((r.tokens[m.start]?.sent ?? -9) - sent) <= 1,
  );
  return near || DESCRIBED.test(sentenceText(r, sent));
}
