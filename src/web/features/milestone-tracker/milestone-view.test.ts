import { describe, expect, it } from 'vitest';
import { milestoneAge, progressFor, weekCells, weeksAndDays } from './milestone-view.ts';

const templates = [
  { id: 'a', weekNumber: 0 },
  { id: 'b', weekNumber: 0 },
  { id: 'c', weekNumber: 0 },
  { id: 'd', weekNumber: 3 },
];

describe('weekCells', () => {
  it('gives 13 cells with the observed share of each week, rounded, and marks the current and past weeks', () => {
    const progress = new Map([
      ['a', { status: 'observed' as const }],
      ['b', { status: 'delayed' as const }],
      ['d', { status: 'observed' as const }],
    ]);
    const cells = weekCells(templates, progress, 2);
    expect(cells).toHaveLength(13);
    expect(cells[0]).toEqual({ week: 0, percent: 33, current: false, past: true });
    expect(cells[2]).toEqual({ week: 2, percent: 0, current: true, past: false });
    expect(cells[3]).toEqual({ week: 3, percent: 100, current: false, past: false });
    expect(cells[12]?.past).toBe(false);
  });
});

describe('progressFor', () => {
  it("keeps one baby's records by milestone", () => {
    const rec = (babyId: string, id: string) =>
      ({ babyId, milestoneTemplateId: id, status: 'unsure' }) as Parameters<typeof progressFor>[0][number];
    const map = progressFor([rec('x', 'a'), rec('y', 'b')], 'x');
    expect([...map.keys()]).toEqual(['a']);
  });
});

describe('milestoneAge', () => {
  const age = (days: number, corrected: number | null) => ({
    age: {
      days,
      weeks: Math.floor(days / 7),
      remainderDays: days % 7,
      dayOfLife: days + 1,
      premature: corrected !== null,
      gestationAtBirth: null,
      corrected:
        corrected === null
          ? null
          : { days: corrected, weeks: Math.floor(corrected / 7), remainderDays: corrected % 7 },
      underThreeMonths: true,
    },
  });
  it('follows the real age at term, capped at week 12', () => {
    expect(milestoneAge(age(23, null))).toEqual({ days: 23, corrected: false, week: 3 });
    expect(milestoneAge(age(200, null)).week).toBe(12);
  });
  it('follows the corrected age of a baby born early, never below week 0', () => {
    expect(milestoneAge(age(40, 12))).toEqual({ days: 12, corrected: true, week: 1 });
    expect(milestoneAge(age(10, -20))).toEqual({ days: 0, corrected: true, week: 0 });
  });
});

describe('weeksAndDays', () => {
  it('says weeks and days', () => {
    expect(weeksAndDays(5)).toBe('0 weeks 5 days');
    expect(weeksAndDays(7)).toBe('1 week');
    expect(weeksAndDays(23)).toBe('3 weeks 2 days');
    expect(weeksAndDays(8)).toBe('1 week 1 day');
  });
});
