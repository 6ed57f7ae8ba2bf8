/**
 * An act of dying she says she will do (docs/clinical-safety.md, "The mind: recall first"): "I'm going to jump out
 * the window", "I'll jump out the window" is her own plan, now, as "she wants to jump out of the window" is a wish.
 * The first person's future said right before the act is read as a decision beside it. Someone else's act ("the
 * cat jumped out the window") and a past one ("I jumped out of bed") are not acts of dying (triage-mind-cues.ts).
 */
import type { Cue } from './triage-mind-cues.ts';
import { type Reading, span } from './triage-reading.ts';
import { WEIGHT } from './triage-mind-cues.ts';

/** Her own future, said just before the act: "I'm going to", "I'll", "I'm gonna just"; told of her by someone beside
 * her ("she told me she is going to walk in front of a lorry"). */
const OWN_FUTURE =
  /\b(?:(?:i am|she is|she s) (?:going to|gonna|about to)|(?:i|she) (?:will|ll|shall)|(?:i am|she is) just going to|i might just|(?:i|she) will just)(?: just| actually| literally)?$/;

/** A decision cue for each act of dying told in her own future. */
export function ownFuture(r: Reading, cues: readonly Cue[]): Cue[] {
  return cues
    .filter((c) => c.kind === 'deathAct' && OWN_FUTURE.test(span(r, c.at - 6, c.at)))
    .map((c) => ({ kind: 'decide', at: c.at, end: c.at, sent: c.sent, w: WEIGHT.decide }));
}
