import { describe, expect, it } from 'vitest';
import { checklists } from '../../../../content/checklists.ts';
import { BIRTH_PLAN_PRIORITY_WEEK, HOSPITAL_BAG_PRIORITY_WEEK } from '../../../core/domain/birth-prep.ts';

describe('one rule for when birth prep becomes a priority', () => {
  it("the content's prep checklist agrees with birthPrepPriorities", () => {
    const week = (id: string) => checklists.prepChecklist.find((p) => p.id === id)?.highFromWeek;
    expect(week('birth-plan')).toBe(BIRTH_PLAN_PRIORITY_WEEK);
    expect(week('hospital-bag')).toBe(HOSPITAL_BAG_PRIORITY_WEEK);
  });
});
