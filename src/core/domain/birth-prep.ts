/**
 * When birth preparation becomes a priority (docs/product.md, "Birth prep": "Birth-plan item high priority from week 32,
 * hospital bag from week 35"). The one rule for the Birth Prep screen, the co-pilot and the prep checklist; the
 * content's prep checklist (content/checklists.ts, highFromWeek) is tested against it.
 */

export const BIRTH_PLAN_PRIORITY_WEEK = 32;
export const HOSPITAL_BAG_PRIORITY_WEEK = 35;

export interface BirthPrepPriorities {
  birthPlan: boolean;
  hospitalBag: boolean;
}

/** Which of the two is a priority at this pregnancy week (completed weeks, as everywhere in the app). */
export const birthPrepPriorities = (week: number): BirthPrepPriorities => ({
  birthPlan: week >= BIRTH_PLAN_PRIORITY_WEEK,
  hospitalBag: week >= HOSPITAL_BAG_PRIORITY_WEEK,
});
