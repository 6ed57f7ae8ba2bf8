/**
 * What the co-pilot recommends now, most important first (docs/product.md, "Co-pilot"): urgent alerts still
 * waiting for review, the check-in of the moment, and birth preparation when it becomes a priority (birth-prep.ts:
 * the plan from week 32, the bag from week 35, the bag high priority from week 37, when a baby may come any day).
 * Pure; the server gathers the facts.
 */
import type { Recommendation } from '../contracts/copilot.ts';
import { birthPrepPriorities } from './birth-prep.ts';
import { type CheckinStatus, checkinRecommendation } from './copilot.ts';
import type { DayPart } from './time-windows.ts';

/** From 37 weeks (term) an unpacked bag is high priority. */
export const BAG_URGENT_WEEK = 37;

export interface RecommendationFacts {
  /** Her red flags not yet reviewed. */
  unreviewedRedFlags: number;
  checkin: CheckinStatus;
  /** The current check-in window of her day. */
  window: DayPart;
  /** Her pregnancy week while pregnant; null after the birth or without a profile. */
  pregnancyWeek: number | null;
  /** Whether she has saved a birth plan. */
  hasBirthPlan: boolean;
  /** Her hospital bag: every item on it (0 before her first change) and how many are packed. */
  bag: { items: number; packed: number };
}

export function recommendationsFor(f: RecommendationFacts): Recommendation[] {
  const recs: Recommendation[] = [];
  const n = f.unreviewedRedFlags;
  if (n > 0)
    recs.push({
      id: 'red-flags',
      title: 'Follow up your urgent alerts',
      message: `You have ${String(n)} urgent health alert${n === 1 ? '' : 's'} waiting for review. If you have not yet spoken to your midwife or doctor about ${n === 1 ? 'it' : 'them'}, please do.`,
      priority: 'high',
      route: '/flags',
    });
  const checkin = checkinRecommendation(f.checkin, f.window);
  if (checkin) recs.push(checkin);
  const week = f.pregnancyWeek;
  const prep = week === null ? null : birthPrepPriorities(week);
  if (week !== null && prep?.birthPlan && !f.hasBirthPlan)
    recs.push({
      id: 'birth-plan',
      title: 'Write your birth plan',
      message: `At ${String(week)} weeks it is a good time to note your wishes for labour and birth.`,
      priority: 'medium',
      route: '/birth-prep',
    });
  if (week !== null && prep?.hospitalBag && (f.bag.items === 0 || f.bag.packed < f.bag.items))
    recs.push({
      id: 'hospital-bag',
      title: 'Pack your hospital bag',
      message: f.bag.items
        ? `${String(f.bag.packed)} of ${String(f.bag.items)} items packed.`
        : 'Babies do not always wait: have your bag ready a few weeks early.',
      priority: week >= BAG_URGENT_WEEK ? 'high' : 'medium',
      route: '/birth-prep',
    });
  if (recs.length === 0)
    recs.push({
      id: 'all-good',
      title: 'All caught up',
      message: 'Nothing needs your attention right now. Ask Zara anything, any time.',
      priority: 'low',
      route: '/zara-chat',
    });
  return recs;
}
