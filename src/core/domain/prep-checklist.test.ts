import { describe, expect, it } from 'vitest';
import {
  ALL_SET_PERCENT,
  checklistKey,
  isBookedKey,
  NEXT_VISIT_KEY,
  prepItemsFor,
  prepPriority,
  prepProgress,
} from './prep-checklist.ts';

const items = [
  { id: 'birth-plan', highFromWeek: 32, defaultPriority: 'medium', stage: 'pregnancy' },
  { id: 'postpartum-plan', highFromWeek: 36, defaultPriority: 'low' },
  { id: 'questions', defaultPriority: 'high' },
  { id: 'recovery-notes', defaultPriority: 'high', stage: 'postpartum' },
] as const;

describe('the prep checklist', () => {
  it('lists the items of her stage, in order', () => {
    expect(prepItemsFor(items, 'pregnant').map((i) => i.id)).toEqual([
      'birth-plan',
      'postpartum-plan',
      'questions',
    ]);
    expect(prepItemsFor(items, 'postpartum').map((i) => i.id)).toEqual([
      'postpartum-plan',
      'questions',
      'recovery-notes',
    ]);
  });

  it('makes an item high priority from its week on while she is pregnant, else its default', () => {
    const [plan, postpartum, questions] = items;
    expect(prepPriority(plan, 'pregnant', 31)).toBe('medium');
    expect(prepPriority(plan, 'pregnant', 32)).toBe('high');
    expect(prepPriority(postpartum, 'pregnant', 35)).toBe('low');
    expect(prepPriority(postpartum, 'pregnant', 36)).toBe('high');
    // After the birth the weeks are postpartum weeks: a pregnancy week rule does not apply.
    expect(prepPriority(postpartum, 'postpartum', 40)).toBe('low');
    expect(prepPriority(questions, 'pregnant', 10)).toBe('high');
  });

  it("says 'All set' at 80% or more, on the exact share", () => {
    expect(ALL_SET_PERCENT).toBe(80);
    expect(prepProgress(4, 6)).toEqual({ done: 4, total: 6, percent: 67, allSet: false });
    expect(prepProgress(5, 6)).toEqual({ done: 5, total: 6, percent: 83, allSet: true });
    expect(prepProgress(6, 6)).toMatchObject({ percent: 100, allSet: true });
    expect(prepProgress(4, 5)).toMatchObject({ percent: 80, allSet: true });
    expect(prepProgress(79, 100)).toMatchObject({ percent: 79, allSet: false });
    expect(prepProgress(0, 0)).toEqual({ done: 0, total: 0, percent: 0, allSet: false });
  });

  it('keeps ticks per appointment: her booked visit, else the usual next visit, else her next visit', () => {
    expect(checklistKey({ id: 'e1' }, { date: '2026-12-01' })).toBe('visit:e1');
    expect(checklistKey(null, { date: '2026-12-01' })).toBe('usual:2026-12-01');
    expect(checklistKey(null, null)).toBe(NEXT_VISIT_KEY);
    expect(isBookedKey('visit:e1')).toBe(true);
    expect(isBookedKey('usual:2026-12-01')).toBe(false);
    expect(isBookedKey(NEXT_VISIT_KEY)).toBe(false);
  });
});
