import { describe, expect, it } from 'vitest';
import {
  ageHours,
  babyAge,
  birthTimeProblem,
  bornAt,
  dayOfLife,
  endOfLocalDay,
  startOfLocalDay,
  threeMonthsAfter,
} from './baby-age.ts';

const at = (iso: string) => new Date(iso);

describe('babyAge', () => {
  it('counts whole days and weeks since the birth date', () => {
    const age = babyAge(
      { birthDate: '2027-03-01', birthTime: null },
      '2027-03-01',
      'UTC',
      at('2027-03-18T10:00:00Z'),
      '2027-03-18',
    );
    expect(age).toMatchObject({
      days: 17,
      weeks: 2,
      remainderDays: 3,
      dayOfLife: 18,
      premature: false,
      corrected: null,
    });
    expect(age.gestationAtBirth).toEqual({ weeks: 40, days: 0 });
  });

  it('gives a baby born at 36 weeks 6 days a corrected age, and one born at 37 weeks none', () => {
    // Due 2027-04-01: born 29 days early is 35+6.
    const early = babyAge(
      { birthDate: '2027-03-03', birthTime: null },
      '2027-04-01',
      'UTC',
      at('2027-03-20T12:00:00Z'),
      '2027-03-20',
    );
    expect(early.gestationAtBirth).toEqual({ weeks: 35, days: 6 });
    expect(early.premature).toBe(true);
    // 17 days old, 12 days before the due date.
    expect(early.days).toBe(17);
    expect(early.corrected).toEqual({ days: -12, weeks: -1, remainderDays: -5 });

    const lastPreterm = babyAge(
      { birthDate: '2027-03-12', birthTime: null },
      '2027-04-01',
      'UTC',
      at('2027-05-01T00:00:00Z'),
      '2027-05-01',
    );
    expect(lastPreterm.gestationAtBirth).toEqual({ weeks: 37, days: 1 });
    expect(lastPreterm.premature).toBe(false);
    const at36w6 = babyAge(
      { birthDate: '2027-03-10', birthTime: null },
      '2027-04-01',
      'UTC',
      at('2027-05-01T00:00:00Z'),
      '2027-05-01',
    );
    expect(at36w6.gestationAtBirth).toEqual({ weeks: 36, days: 6 });
    expect(at36w6.premature).toBe(true);
    expect(at36w6.corrected).toEqual({ days: 30, weeks: 4, remainderDays: 2 });
  });

  it('has no gestation or corrected age without a due date', () => {
    const age = babyAge(
      { birthDate: '2027-03-01', birthTime: null },
      null,
      'UTC',
      at('2027-03-02T00:00:00Z'),
      '2027-03-02',
    );
    expect(age.gestationAtBirth).toBeNull();
    expect(age.premature).toBe(false);
    expect(age.corrected).toBeNull();
  });

  it('applies the newborn signs until three calendar months', () => {
    expect(threeMonthsAfter('2027-01-15')).toBe('2027-04-15');
    expect(threeMonthsAfter('2027-11-30')).toBe('2028-03-01');
    const base = { birthDate: '2027-01-15', birthTime: null };
    expect(babyAge(base, null, 'UTC', at('2027-04-14T12:00:00Z'), '2027-04-14').underThreeMonths).toBe(true);
    expect(babyAge(base, null, 'UTC', at('2027-04-15T12:00:00Z'), '2027-04-15').underThreeMonths).toBe(false);
  });
});

describe('day of life', () => {
  it('is 1 for the first 24 hours after the time of birth, in her zone', () => {
    const birth = { birthDate: '2027-03-01', birthTime: '22:30' };
    // 22:30 in New York is 03:30 UTC the next day (EST).
    expect(bornAt(birth, 'America/New_York')?.toISOString()).toBe('2027-03-02T03:30:00.000Z');
    expect(dayOfLife(birth, 'America/New_York', at('2027-03-03T03:29:00Z'), '2027-03-02')).toBe(1);
    expect(dayOfLife(birth, 'America/New_York', at('2027-03-03T03:30:00Z'), '2027-03-02')).toBe(2);
    expect(ageHours(birth, 'America/New_York', at('2027-03-02T05:30:00Z'))).toBe(2);
  });

  it('without a time, is 1 on the birth date and 2 the day after', () => {
    const birth = { birthDate: '2027-03-01', birthTime: null };
    expect(bornAt(birth, 'UTC')).toBeNull();
    expect(dayOfLife(birth, 'UTC', at('2027-03-01T23:00:00Z'), '2027-03-01')).toBe(1);
    expect(dayOfLife(birth, 'UTC', at('2027-03-02T01:00:00Z'), '2027-03-02')).toBe(2);
    expect(ageHours(birth, 'UTC', at('2027-03-02T01:00:00Z'))).toBe(25);
  });
});

describe('local day bounds', () => {
  it('is 23 hours on the day the clocks go forward', () => {
    const start = startOfLocalDay('2027-03-28', 'Europe/London');
    const end = endOfLocalDay('2027-03-28', 'Europe/London');
    expect(start.toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(end.toISOString()).toBe('2027-03-28T23:00:00.000Z');
  });
});

describe('birthTimeProblem', () => {
  it('refuses a time of birth later than now', () => {
    const now = new Date('2027-03-10T12:00:00Z');
    expect(birthTimeProblem({ birthDate: '2027-03-10', birthTime: '11:59' }, 'UTC', now)).toBeNull();
    expect(birthTimeProblem({ birthDate: '2027-03-10', birthTime: '12:05' }, 'UTC', now)).toBe(
      'The time of birth cannot be in the future',
    );
    expect(birthTimeProblem({ birthDate: '2027-03-09', birthTime: '23:00' }, 'UTC', now)).toBeNull();
    expect(birthTimeProblem({ birthDate: '2027-03-10', birthTime: null }, 'UTC', now)).toBeNull();
  });
});
