/**
 * Screens the spec names that this build does not have yet (the Doctor Visit Toolkit, the postpartum hub's
 * milestones). Links, tiles and nudges to them are left out rather than leading to a dead end;
 * delete a path here in the change that adds its screen.
 */
const NOT_YET_BUILT: ReadonlySet<string> = new Set(['/visit-toolkit', '/milestone-tracker']);

/** Whether the app has a screen at this path (query and hash ignored). */
export const hasScreen = (path: string): boolean => !NOT_YET_BUILT.has(path.split(/[?#]/)[0] ?? path);
