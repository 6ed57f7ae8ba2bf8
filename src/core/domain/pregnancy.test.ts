import { describe, expect, it } from 'vitest';
import {
  addDays,
  babyAgeDays,
  currentWeekFromDueDate,
  daysBetween,
  dueDateFromStart,
  gestationalAgeDays,
  hasStageDate,
  MissingStageDateError,
  postpartumWeekFromBirthDate,
  pregnancyStatus,
  pregnancyWeekDates,
  trimesterOf,
} from './pregnancy.ts';

const today = '2026-11-22';

describe('dates', () => {
  it('counts days across months, leap years and DST changes', () => {
    expect(daysBetween('2026-11-22', '2026-11-23')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dueDateFromStart('2026-01-01')).toBe('2026-10-08');
  });
});

describe('gestational age and week', () => {
  it('is 280 minus the days until the due date', () => {
    expect(gestationalAgeDays(addDays(today, 280), today)).toBe(0);
    expect(gestationalAgeDays(today, today)).toBe(280);
    expect(gestationalAgeDays(addDays(today, -3), today)).toBe(283);
  });
  it('counts completed weeks, clamped to 1..42', () => {
    expect(currentWeekFromDueDate(addDays(today, 280), today)).toBe(1);
    expect(currentWeekFromDueDate(addDays(today, 280 - 13), today)).toBe(1);
    expect(currentWeekFromDueDate(addDays(today, 280 - 14), today)).toBe(2);
    // 24 weeks exactly, and one day short of it
    expect(currentWeekFromDueDate(addDays(today, 280 - 168), today)).toBe(24);
    expect(currentWeekFromDueDate(addDays(today, 280 - 167), today)).toBe(23);
    expect(currentWeekFromDueDate(today, today)).toBe(40);
    expect(currentWeekFromDueDate(addDays(today, -14), today)).toBe(42);
    expect(currentWeekFromDueDate(addDays(today, -40), today)).toBe(42);
  });
});

describe('postpartum', () => {
  it('week 0 in the first week, then completed weeks', () => {
    expect(postpartumWeekFromBirthDate(today, today)).toBe(0);
    expect(postpartumWeekFromBirthDate(addDays(today, -6), today)).toBe(0);
    expect(postpartumWeekFromBirthDate(addDays(today, -7), today)).toBe(1);
    expect(babyAgeDays(addDays(today, -28), today)).toBe(28);
    expect(babyAgeDays(addDays(today, 2), today)).toBe(0);
  });
});

describe('trimesters (ACOG)', () => {
  it.each([
    [1, 1],
    [13, 1],
    [14, 2],
    [27, 2],
    [28, 3],
    [42, 3],
  ] as const)('week %i is trimester %i', (w, t) => expect(trimesterOf(w)).toBe(t));
});

describe('pregnancyStatus', () => {
  it('for a pregnant user at 24 weeks', () => {
    const s = pregnancyStatus({ stage: 'pregnant', dueDate: addDays(today, 112), birthDate: null }, today);
    expect(s).toMatchObject({
      phase: 'pregnant',
      currentWeek: 24,
      displayWeek: 24,
      trimester: 2,
      weeksToGo: 16,
      progress: 0.6,
    });
  });
  it('for a postpartum user whose baby is 4 weeks old', () => {
    const s = pregnancyStatus({ stage: 'postpartum', dueDate: null, birthDate: addDays(today, -28) }, today);
    expect(s).toMatchObject({
      phase: 'postpartum',
      currentWeek: 4,
      displayWeek: 4,
      postpartumWeek: 4,
      babyAgeDays: 28,
      trimester: null,
    });
  });
});

describe('the end of pregnancy: progress and weeks to go at 40, 41 and 42', () => {
  const at = (gestationalDays: number) =>
    pregnancyStatus(
      { stage: 'pregnant', dueDate: addDays(today, 280 - gestationalDays), birthDate: null },
      today,
    );
  it.each([
    // [gestational days, week, progress, weeks to go]
    [279, 39, 39 / 40, 1],
    [280, 40, 1, 0],
    [286, 40, 1, 0],
    [287, 41, 1, 0],
    [293, 41, 1, 0],
    [294, 42, 1, 0],
    [300, 42, 1, 0],
  ] as const)('%i days: week %i, progress %d, %i weeks to go', (days, week, progress, toGo) => {
    expect(at(days)).toMatchObject({ currentWeek: week, gestationalDays: days, progress, weeksToGo: toGo });
  });
  it('week 41 is 41 weeks and 6 days at most (293 days), overdue by more than a week', () => {
    expect(at(293).currentWeek).toBe(41);
    expect(at(293).trimester).toBe(3);
  });
});

describe('a profile without the date its stage needs', () => {
  it('has no week: the status throws instead of inventing a due date', () => {
    expect(hasStageDate({ stage: 'pregnant', dueDate: null, birthDate: null })).toBe(false);
    expect(hasStageDate({ stage: 'postpartum', dueDate: today, birthDate: null })).toBe(false);
    expect(hasStageDate({ stage: 'pregnant', dueDate: today, birthDate: null })).toBe(true);
    expect(() => pregnancyStatus({ stage: 'pregnant', dueDate: null, birthDate: null }, today)).toThrow(
      MissingStageDateError,
    );
    // A postpartum profile with only a due date is not quietly treated as pregnant either.
    expect(() => pregnancyStatus({ stage: 'postpartum', dueDate: today, birthDate: null }, today)).toThrow(
      expect.objectContaining({ field: 'birthDate' }),
    );
  });
});

describe('the dates of a pregnancy week', () => {
  it('week 24 runs from 112 to 106 days before the due date', () => {
    const due = addDays(today, 112);
    expect(pregnancyWeekDates(due, 24)).toEqual({ start: today, end: addDays(today, 6) });
    expect(currentWeekFromDueDate(due, pregnancyWeekDates(due, 24).end)).toBe(24);
    expect(currentWeekFromDueDate(due, addDays(pregnancyWeekDates(due, 24).end, 1))).toBe(25);
  });
});
