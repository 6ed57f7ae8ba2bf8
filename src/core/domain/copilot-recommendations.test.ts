import { describe, expect, it } from 'vitest';
import { BAG_URGENT_WEEK, type RecommendationFacts, recommendationsFor } from './copilot-recommendations.ts';

const calm: RecommendationFacts = {
  unreviewedRedFlags: 0,
  checkin: { doneThisWindow: true, daysSinceLast: 0, overdue: false },
  window: 'morning',
  pregnancyWeek: 24,
  hasBirthPlan: false,
  bag: { items: 0, packed: 0 },
};
const ids = (f: Partial<RecommendationFacts>) => recommendationsFor({ ...calm, ...f }).map((r) => r.id);

describe('the co-pilot recommendations', () => {
  it('says all is well when nothing needs her', () => {
    expect(recommendationsFor(calm)).toEqual([expect.objectContaining({ id: 'all-good', priority: 'low' })]);
  });

  it('puts unreviewed urgent alerts first, in the singular or plural', () => {
    const [one] = recommendationsFor({
      ...calm,
      unreviewedRedFlags: 1,
      checkin: { ...calm.checkin, overdue: true },
    });
    expect(one).toMatchObject({ id: 'red-flags', priority: 'high' });
    expect(one?.message).toContain('1 urgent health alert waiting');
    expect(recommendationsFor({ ...calm, unreviewedRedFlags: 3 })[0]?.message).toContain(
      '3 urgent health alerts',
    );
    expect(ids({ unreviewedRedFlags: 1, checkin: { ...calm.checkin, overdue: true } })).toEqual([
      'red-flags',
      'checkin-overdue',
    ]);
  });

  it('asks for the birth plan from week 32 until one is saved', () => {
    expect(ids({ pregnancyWeek: 31 })).toEqual(['all-good']);
    expect(ids({ pregnancyWeek: 32 })).toEqual(['birth-plan']);
    expect(ids({ pregnancyWeek: 32, hasBirthPlan: true })).toEqual(['all-good']);
    expect(ids({ pregnancyWeek: null })).toEqual(['all-good']);
  });

  it('asks for the bag from week 35 until every item is packed, high priority from week 37', () => {
    const bag = (week: number, items: number, packed: number) =>
      recommendationsFor({ ...calm, hasBirthPlan: true, pregnancyWeek: week, bag: { items, packed } });
    expect(bag(34, 0, 0).map((r) => r.id)).toEqual(['all-good']);
    expect(bag(35, 0, 0)[0]).toMatchObject({ id: 'hospital-bag', priority: 'medium' });
    expect(bag(36, 10, 4)[0]?.message).toBe('4 of 10 items packed.');
    expect(bag(BAG_URGENT_WEEK, 10, 4)[0]?.priority).toBe('high');
    expect(bag(38, 10, 10).map((r) => r.id)).toEqual(['all-good']);
  });
});
