/**
 * Her unsaved birth plan edits, kept in memory for as long as the app is open: leaving the screen inside the app
 * (the bottom bar, a link, Back) keeps them for when she returns. A reload or closing the tab is guarded by the
 * browser's own "leave site?" prompt (use-unsaved-changes.ts). Nothing is written to storage: it is health data.
 */
import type { SaveBirthPlanBody } from '../../../../core/contracts/birth-prep.ts';

const drafts = new Map<string, SaveBirthPlanBody>();

export const readDraft = (userId: string) => drafts.get(userId);
export const keepDraft = (userId: string, draft: SaveBirthPlanBody) => drafts.set(userId, draft);
export const dropDraft = (userId: string) => drafts.delete(userId);

/** The same plan in the same words: section order and option order do not matter, empty sections count as none. */
export function samePlan(a: SaveBirthPlanBody, b: SaveBirthPlanBody): boolean {
  if (a.deliveryPreference !== b.deliveryPreference || a.notes.trim() !== b.notes.trim()) return false;
  const norm = (c: Record<string, string[]>) =>
    JSON.stringify(
      Object.entries(c)
        .filter(([, ids]) => ids.length > 0)
        .map(([s, ids]) => [s, [...ids].sort()])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return norm(a.choices) === norm(b.choices);
}
