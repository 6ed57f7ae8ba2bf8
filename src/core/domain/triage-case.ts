/**
 * A labelled triage message and the shorthands the labelled sets are written in (triage-cases.ts and the
 * held-out batches): `e('...', PP(6))` is a message expected to be an emergency six weeks after the birth.
 */
import type { TriageContext, TriageLevel } from './triage.ts';

export interface TriageCase {
  text: string;
  context: TriageContext;
  expected: TriageLevel;
  /** Catalogue ids that must be among the result's signs. */
  signs?: string[];
}

export const P = (week: number | null): TriageContext => ({ stage: 'pregnant', week });
export const PP = (week: number | null): TriageContext => ({ stage: 'postpartum', week });
/** Stage and week unknown (before onboarding). */
export const N: TriageContext = { stage: null, week: null };

const labelled =
  (expected: TriageLevel) =>
  (text: string, context: TriageContext, signs?: string[]): TriageCase =>
    signs ? { text, context, expected, signs } : { text, context, expected };
export const e = labelled('emergency');
export const u = labelled('urgent');
export const r = labelled('routine');
