import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  completionMessage,
  dueDateAtBirthProblem,
  dueDateProblem,
  stageDateProblem,
} from './onboarding.ts';
import { pregnancyStatus } from './pregnancy.ts';
import { hourIn, localDateIn } from './time-windows.ts';
import { bubbleMood, bubblePulses, bubbleTooltip, bubbleWobbles } from './zara-bubble.ts';

const today = '2026-11-22';

describe('onboarding dates', () => {
  it('accepts a due date from 3 weeks ago to 42 weeks ahead', () => {
    expect(dueDateProblem('2026-11-01', today)).toBeNull();
    expect(dueDateProblem('2026-10-31', today)).toMatch(/Due date/);
    expect(dueDateProblem('2027-09-12', today)).toBeNull();
    expect(dueDateProblem('2027-09-13', today)).toMatch(/Due date/);
  });
  it('accepts a birth date from a year ago to today', () => {
    expect(birthDateProblem(today, today)).toBeNull();
    expect(birthDateProblem('2026-11-23', today)).toMatch(/future/);
    expect(birthDateProblem('2025-11-22', today)).toBeNull();
    expect(birthDateProblem('2025-11-21', today)).toMatch(/year/);
  });
  it('checks a due date kept after the birth against the birth date, on both sides of each bound', () => {
    const birth = '2026-06-10';
    expect(dueDateAtBirthProblem('2026-05-20', birth)).toBeNull(); // 3 weeks before the birth
    expect(dueDateAtBirthProblem('2026-05-19', birth)).toMatch(/birth date/);
    expect(dueDateAtBirthProblem('2027-03-31', birth)).toBeNull(); // 42 weeks after it
    expect(dueDateAtBirthProblem('2027-04-01', birth)).toMatch(/birth date/);
  });
  it("the wizard's date step uses the chosen stage's rule", () => {
    expect(stageDateProblem('pregnant', '2027-03-01', today)).toBeNull();
    expect(stageDateProblem('postpartum', '2027-03-01', today)).toMatch(/future/);
    expect(stageDateProblem('postpartum', '2026-11-01', today)).toBeNull();
    expect(stageDateProblem('pregnant', '2026-10-01', today)).toMatch(/Due date/);
  });
  it('has a message per stage', () => {
    expect(completionMessage('pregnant')).toMatch(/pregnancy journey is ready/);
    expect(completionMessage('postpartum')).toMatch(/postpartum support system is ready/);
  });
});

describe('time zones', () => {
  // 2026-11-22 10:30 UTC is 23:30 on the 22nd in Auckland (UTC+13) and 02:30 on the 22nd in Los Angeles (UTC-8).
  const at = new Date('2026-11-22T10:30:00Z');
  it('gives each user her own day and hour', () => {
    expect(localDateIn('Pacific/Auckland', at)).toBe('2026-11-22');
    expect(hourIn('Pacific/Auckland', at)).toBe(23);
    expect(localDateIn('America/Los_Angeles', at)).toBe('2026-11-22');
    expect(hourIn('America/Los_Angeles', at)).toBe(2);
    // An hour later Auckland is already on the 23rd while Los Angeles is still on the 22nd.
    const later = new Date('2026-11-22T11:30:00Z');
    expect(localDateIn('Pacific/Auckland', later)).toBe('2026-11-23');
    expect(localDateIn('America/Los_Angeles', later)).toBe('2026-11-22');
  });
  it('moves the pregnancy week on her own midnight', () => {
    const due = '2027-03-14'; // week 24 starts on 2026-11-22 (280 - 112 = 168 days = 24 weeks)
    const later = new Date('2026-11-22T11:30:00Z');
    const early = new Date('2026-11-21T20:00:00Z');
    expect(
      pregnancyStatus(
        { stage: 'pregnant', dueDate: due, birthDate: null },
        localDateIn('Pacific/Auckland', early),
      ).currentWeek,
    ).toBe(24);
    expect(
      pregnancyStatus(
        { stage: 'pregnant', dueDate: due, birthDate: null },
        localDateIn('America/Los_Angeles', early),
      ).currentWeek,
    ).toBe(23);
    expect(
      pregnancyStatus(
        { stage: 'pregnant', dueDate: due, birthDate: null },
        localDateIn('America/Los_Angeles', later),
      ).currentWeek,
    ).toBe(24);
  });
});

describe('Zara bubble', () => {
  it('wobbles in 8-10 and 19-21 only', () => {
    expect([7, 8, 9, 10, 18, 19, 20, 21].map(bubbleWobbles)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });
  it('pulses in the windows or after an anxious or overwhelmed mood', () => {
    expect(bubblePulses(13, null)).toBe(false);
    expect(bubblePulses(13, 'anxious')).toBe(true);
    expect(bubblePulses(13, 'overwhelmed')).toBe(true);
    expect(bubblePulses(13, 'happy')).toBe(false);
    expect(bubblePulses(8, 'happy')).toBe(true);
  });
  it('takes the mood from her latest check-in, else from her onboarding answer', () => {
    expect(bubbleMood([], 'overwhelmed')).toBe('overwhelmed');
    expect(bubblePulses(13, bubbleMood([], 'overwhelmed'))).toBe(true);
    expect(bubbleMood([{ mood: 'anxious' }, { mood: 'happy' }], 'overwhelmed')).toBe('happy');
    expect(bubblePulses(13, bubbleMood([{ mood: 'happy' }, { mood: 'anxious' }], 'calm'))).toBe(true);
    expect(bubbleMood([], null)).toBeNull();
  });
  it('greets by time of day and stage', () => {
    expect(bubbleTooltip(9, 'pregnant')).toMatch(/^Good morning!.*baby/);
    expect(bubbleTooltip(16, 'postpartum')).toMatch(/^Good afternoon!.*little one/);
    expect(bubbleTooltip(20, null)).toMatch(/^Good evening!/);
  });
});
