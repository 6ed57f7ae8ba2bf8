import { describe, expect, it } from 'vitest';
import {
  catalogueRedFlags,
  milestoneAgeDays,
  milestoneWeek,
  STATUS_LABELS,
  weekCompletion,
} from './milestones.ts';

describe('the age milestones follow', () => {
  it('is the real age, or the corrected age for a baby born early (never below 0)', () => {
    expect(milestoneAgeDays({ days: 23, correctedDays: null })).toEqual({ days: 23, corrected: false });
    expect(milestoneAgeDays({ days: 40, correctedDays: 5 })).toEqual({ days: 5, corrected: true });
    expect(milestoneAgeDays({ days: 20, correctedDays: -30 })).toEqual({ days: 0, corrected: true });
  });

  it('gives completed weeks, capped at 12', () => {
    expect(milestoneWeek(0)).toBe(0);
    expect(milestoneWeek(6)).toBe(0);
    expect(milestoneWeek(7)).toBe(1);
    expect(milestoneWeek(90)).toBe(12);
    expect(milestoneWeek(400)).toBe(12);
  });
});

describe('weekCompletion', () => {
  const templates = [
    { id: 'a', weekNumber: 1 },
    { id: 'b', weekNumber: 1 },
    { id: 'c', weekNumber: 1 },
    { id: 'd', weekNumber: 2 },
  ];
  it('is observed over the week’s templates, rounded; other statuses do not count', () => {
    const statuses = new Map([
      ['a', 'observed'],
      ['b', 'unsure'],
      ['d', 'observed'],
    ] as const);
    expect(weekCompletion(templates, statuses, 1)).toBe(33);
    expect(
      weekCompletion(
        templates,
        new Map([
          ['a', 'observed'],
          ['b', 'observed'],
        ] as const),
        1,
      ),
    ).toBe(67);
    expect(weekCompletion(templates, statuses, 2)).toBe(100);
    expect(weekCompletion(templates, statuses, 3)).toBe(0);
  });
});

describe('labels and red flags', () => {
  it('labels delayed as Delayed and an untracked milestone Not Tracked', () => {
    expect(STATUS_LABELS.delayed).toBe('Delayed');
    expect(STATUS_LABELS.not_observed).toBe('Not Yet');
    expect(STATUS_LABELS.untracked).toBe('Not Tracked');
  });
  it('keeps only the red flags the catalogue holds', () => {
    expect(catalogueRedFlags(['newborn-fever', 'not-a-sign']).map((s) => s.id)).toEqual(['newborn-fever']);
    expect(catalogueRedFlags([])).toEqual([]);
  });
});
