/**
 * The Doctor Visit Toolkit's modules (docs/product.md, "Doctor Visit Toolkit"): the spec's /?module={name} buttons
 * and where Home opens each. Apart from the toolkit's other rules so that Home, which reads ?module=, carries
 * nothing more.
 */
import type { Stage } from './stage.ts';

export const TOOLKIT_MODULES = ['symptom-log', 'birth-plan', 'hospital-bag', 'postpartum-tracker'] as const;
export type ToolkitModule = (typeof TOOLKIT_MODULES)[number];
export const isToolkitModule = (v: string | null): v is ToolkitModule =>
  TOOLKIT_MODULES.includes(v as ToolkitModule);

/**
 * Where Home opens a module: the symptom log, Birth Prep's two tabs, and after the birth the postpartum hub's baby
 * tracker. Null for the postpartum tracker while she is pregnant: it unlocks when she records the birth.
 */
export function moduleTarget(module: ToolkitModule, stage: Stage): string | null {
  switch (module) {
    case 'symptom-log':
      return '/symptoms';
    case 'birth-plan':
      return '/birth-prep';
    case 'hospital-bag':
      return '/birth-prep?tab=bag';
    case 'postpartum-tracker':
      return stage === 'postpartum' ? '/post-birth/baby-tracker' : null;
  }
}

/**
 * Where the postpartum trackers will be, said while the app has no screen for them yet (web/lib/screens.ts): the
 * server keeps the logs, and Home's Baby Tracker tile appears with the screens.
 */
export const TRACKERS_NOT_IN_APP =
  'Feeds, nappies and sleep, and your recovery, will be tracked from the Baby Tracker tile on Home. That screen is not in this version of Zara yet.';
