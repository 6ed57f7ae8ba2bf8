import { describe, expect, it } from 'vitest';
import { reportWeeks, weekLabel } from './report-weeks.ts';

describe('the reports week selector', () => {
  it('labels the birth week and the weeks after it', () => {
    expect(weekLabel(0)).toBe('Week 0 (Birth Week)');
    expect(weekLabel(1)).toBe('Week 1 (1 week postpartum)');
    expect(weekLabel(3)).toBe('Week 3 (3 weeks postpartum)');
  });

  it('offers weeks 0 to her postpartum week, at most 12', () => {
    expect(reportWeeks(0).map((w) => w.week)).toEqual([0]);
    expect(reportWeeks(3).map((w) => w.week)).toEqual([0, 1, 2, 3]);
    expect(reportWeeks(30)).toHaveLength(13);
  });
});
