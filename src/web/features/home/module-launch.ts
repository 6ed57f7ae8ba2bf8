/**
 * Home reads `?module=` (the Doctor Visit Toolkit's module buttons, docs/product.md, "Doctor Visit Toolkit") and
 * opens that tool: the symptom log, Birth Prep's tabs, and after the birth the hub's baby tracker. Before the birth
 * the postpartum tracker is not there yet: Home says when it unlocks. While the app has no tracker screens, Home
 * says so and where they will be, rather than opening a screen that does not exist.
 */
import type { Stage } from '../../../core/domain/stage.ts';
import { isToolkitModule, moduleTarget } from '../../../core/domain/toolkit-modules.ts';

export type Launch =
  | { kind: 'open'; to: string }
  | { kind: 'unlocks-after-birth' }
  | { kind: 'not-in-app' }
  | null;

export function moduleLaunch(
  module: string | null,
  stage: Stage,
  hasScreen: (path: string) => boolean,
): Launch {
  if (!isToolkitModule(module)) return null;
  if (module === 'postpartum-tracker' && !hasScreen(moduleTarget(module, 'postpartum') ?? ''))
    return { kind: 'not-in-app' };
  const to = moduleTarget(module, stage);
  if (to) return hasScreen(to) ? { kind: 'open', to } : null;
  // Only the postpartum tracker has no place before the birth: Home says when it unlocks.
  return { kind: 'unlocks-after-birth' };
}
