import { describe, expect, it } from 'vitest';
import type { Baby } from '../../core/contracts/baby-tracking-babies.ts';
import { ageText, babyAgeLine, babyLabel } from './baby-age-text.ts';

const baby = (age: Partial<Baby['age']>): Baby => ({
  id: 'b',
  name: 'Noor',
  birthDate: '2027-03-01',
  birthTime: null,
  sex: null,
  birthWeightGrams: null,
  isFirst: true,
  createdAt: '2027-03-01T10:00:00.000Z',
  age: {
    days: 5,
    weeks: 0,
    remainderDays: 5,
    dayOfLife: 6,
    premature: false,
    gestationAtBirth: null,
    corrected: null,
    underThreeMonths: true,
    ...age,
  },
});

describe('ageText', () => {
  it('days for two weeks, then weeks and days', () => {
    expect(ageText({ days: 1, weeks: 0, remainderDays: 1 })).toBe('1 day');
    expect(ageText({ days: 13, weeks: 1, remainderDays: 6 })).toBe('13 days');
    expect(ageText({ days: 23, weeks: 3, remainderDays: 2 })).toBe('3 weeks 2 days');
    expect(ageText({ days: 42, weeks: 6, remainderDays: 0 })).toBe('6 weeks');
  });
});

describe('babyAgeLine', () => {
  it('a baby born at term: the real age', () => {
    expect(babyAgeLine(baby({}))).toBe('5 days old');
  });
  it('a premature baby: the corrected age beside it', () => {
    const early = baby({
      days: 30,
      weeks: 4,
      remainderDays: 2,
      premature: true,
      gestationAtBirth: { weeks: 34, days: 2 },
      corrected: { days: 9, weeks: 1, remainderDays: 2 },
    });
    expect(babyAgeLine(early)).toBe('4 weeks 2 days old · born at 34 weeks 2 days · corrected age 9 days');
  });
  it('before the due date, how far off it is', () => {
    const early = baby({
      premature: true,
      gestationAtBirth: { weeks: 33, days: 0 },
      corrected: { days: -30, weeks: -5, remainderDays: 5 },
    });
    expect(babyAgeLine(early)).toBe('5 days old · born at 33 weeks · due date in 30 days');
  });
});

describe('babyLabel', () => {
  it('her name, or its place', () => {
    expect(babyLabel({ name: 'Noor' }, 0)).toBe('Noor');
    expect(babyLabel({ name: null }, 1)).toBe('Baby 2');
    expect(babyLabel({ name: null }, 0, 1)).toBe('Your baby');
  });
});
