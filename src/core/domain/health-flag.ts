/**
 * A health flag's colour and priority: the one rule every place that raises a flag goes through (a symptom log, a
 * self-check, Zara's chat, the recovery chat, a recovery log, a baby's warning sign). Red is for a warning sign that needs care now (the catalogue's
 * emergency and urgent levels, or a thought of self-harm) and is reviewed first; yellow is worth a call within a day.
 * See docs/clinical-safety.md for the levels and their sources.
 */
export type FlagColour = 'red' | 'yellow';
export type FlagPriority = 'high' | 'medium';

/** Why a flag is raised. */
export type FlagCause =
  /** A symptom log whose colour (symptom-flag.ts) is red or yellow. */
  | { kind: 'symptom'; colour: FlagColour }
  /** PHQ-9 question 9 answered above 0: thoughts of being better off dead or of self-harm. */
  | { kind: 'self-harm-screening' }
  /** Zara's triage found an emergency or urgent warning sign in her message. */
  | { kind: 'chat-warning-sign' }
  /** The recovery chat's reply carried a red flag (docs/product.md, "Health alerts"). */
  | { kind: 'recovery-chat-concern' }
  /** A recovery log the red-flag rules flagged (recovery-flags.ts): red for a catalogue sign, else yellow. */
  | { kind: 'recovery-log'; colour: FlagColour }
  /** A newborn warning sign found in the baby's logs (baby-targets.ts): the catalogue's urgent level. */
  | { kind: 'baby-sign' }
  /**
   * 'Concerned' on a milestone whose red flags the catalogue holds (milestones.ts): her worry, not a sign seen, so
   * yellow, worth a call within a day (CDC: a parent's worry is reason enough to ask); the catalogue's advice on
   * the signs themselves is shown to her at once.
   */
  | { kind: 'milestone-concern' };

export interface FlagLevel {
  flagType: FlagColour;
  priority: FlagPriority;
}

const colourOf = (cause: FlagCause): FlagColour =>
  cause.kind === 'symptom' || cause.kind === 'recovery-log'
    ? cause.colour
    : cause.kind === 'milestone-concern'
      ? 'yellow'
      : 'red';

/** The colour and priority of a flag raised for `cause`: red is high priority, yellow medium. */
export function flagLevel(cause: FlagCause): FlagLevel {
  const flagType = colourOf(cause);
  return { flagType, priority: flagType === 'red' ? 'high' : 'medium' };
}
