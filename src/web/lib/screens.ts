/**
 * Screens the spec names that this build does not have yet (none now: the milestone tracker was the last). Links,
 * tiles and nudges to a path listed here are left out rather than leading to a dead end; delete a path here in the
 * change that adds its screen.
 */
const NOT_YET_BUILT: readonly string[] = [];

/** Whether the app has a screen at this path (query and hash ignored; a path under an unbuilt one is unbuilt too). */
export function hasScreen(path: string): boolean {
  const p = path.split(/[?#]/)[0] ?? path;
  return !NOT_YET_BUILT.some((missing) => p === missing || p.startsWith(`${missing}/`));
}
