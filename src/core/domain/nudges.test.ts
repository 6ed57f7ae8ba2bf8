import { describe, expect, it } from 'vitest';
import {
  appointmentWhen,
  inWhisperHours,
  moodCardShown,
  type NudgeInput,
  nudgesFor,
  openRedFlagCount,
} from './nudges.ts';

const base: NudgeInput = {
  hour: 13,
  stage: 'pregnant',
  week: 20,
  openRedFlags: 0,
  upcomingAppointment: null,
  hoursSinceLastFeeding: null,
  symptomLoggedToday: true,
};
const types = (i: Partial<NudgeInput>) => nudgesFor({ ...base, ...i }).map((n) => n.type);
/** All triggered rules, without the two-banner cap, by checking each alone. */
const has = (i: Partial<NudgeInput>, type: string) =>
  nudgesFor({ ...base, ...i, openRedFlags: 0, upcomingAppointment: null }).some((n) => n.type === type);

describe('nudge rules', () => {
  it('shows nothing on a quiet afternoon', () => {
    expect(types({})).toEqual([]);
  });
  it('puts red flags and appointments first and shows at most two', () => {
    expect(
      types({ hour: 20, week: 30, openRedFlags: 1, upcomingAppointment: { title: 'OB visit' } }),
    ).toEqual(['red_flags', 'appointment']);
    expect(types({ hour: 20, week: 30, upcomingAppointment: { title: 'OB visit' } })).toEqual([
      'appointment',
      'evening_journal',
    ]);
    expect(types({ hour: 20, week: 30 })).toHaveLength(2);
  });
  it('feeding reminder: postpartum under 4 weeks and more than 3 h since the last feeding', () => {
    const pp = { stage: 'postpartum' as const, hour: 13 };
    expect(has({ ...pp, week: 3, hoursSinceLastFeeding: 3.01 }, 'feeding_reminder')).toBe(true);
    expect(has({ ...pp, week: 3, hoursSinceLastFeeding: 3 }, 'feeding_reminder')).toBe(false);
    expect(has({ ...pp, week: 4, hoursSinceLastFeeding: 5 }, 'feeding_reminder')).toBe(false);
    expect(has({ ...pp, week: 0, hoursSinceLastFeeding: null }, 'feeding_reminder')).toBe(false);
    expect(has({ stage: 'pregnant', week: 3, hoursSinceLastFeeding: 5 }, 'feeding_reminder')).toBe(false);
  });
  it('milestone tracking: postpartum weeks 2-12', () => {
    const pp = { stage: 'postpartum' as const };
    expect(has({ ...pp, week: 1 }, 'milestone_tracking')).toBe(false);
    expect(has({ ...pp, week: 2 }, 'milestone_tracking')).toBe(true);
    expect(has({ ...pp, week: 12 }, 'milestone_tracking')).toBe(true);
    expect(has({ ...pp, week: 13 }, 'milestone_tracking')).toBe(false);
    expect(has({ stage: 'pregnant', week: 5 }, 'milestone_tracking')).toBe(false);
  });
  it('morning check-in: 6-10 h without a symptom log today', () => {
    const f = { symptomLoggedToday: false };
    expect(has({ ...f, hour: 5 }, 'morning_checkin')).toBe(false);
    expect(has({ ...f, hour: 6 }, 'morning_checkin')).toBe(true);
    expect(has({ ...f, hour: 9 }, 'morning_checkin')).toBe(true);
    expect(has({ ...f, hour: 10 }, 'morning_checkin')).toBe(false);
    expect(has({ symptomLoggedToday: true, hour: 8 }, 'morning_checkin')).toBe(false);
  });
  it('evening journal: 18-21 h', () => {
    expect(has({ hour: 17 }, 'evening_journal')).toBe(false);
    expect(has({ hour: 18 }, 'evening_journal')).toBe(true);
    expect(has({ hour: 20 }, 'evening_journal')).toBe(true);
    expect(has({ hour: 21 }, 'evening_journal')).toBe(false);
  });
  it('says when the appointment is', () => {
    const [n] = nudgesFor({ ...base, upcomingAppointment: { title: 'Midwife call', when: 'in an hour' } });
    expect(n?.message).toBe('Coming up in an hour: Midwife call.');
    const [m] = nudgesFor({ ...base, upcomingAppointment: { title: 'OB visit' } });
    expect(m?.message).toBe('Coming up: OB visit.');
  });
  it('whisper mode: 19 h to 7 h', () => {
    expect(inWhisperHours(18)).toBe(false);
    expect(inWhisperHours(19)).toBe(true);
    expect(inWhisperHours(0)).toBe(true);
    expect(inWhisperHours(6)).toBe(true);
    expect(inWhisperHours(7)).toBe(false);
    expect(has({ hour: 23 }, 'whisper_mode')).toBe(true);
  });
  it('BabyPrep from week 28', () => {
    expect(has({ week: 27 }, 'baby_prep')).toBe(false);
    expect(has({ week: 28 }, 'baby_prep')).toBe(true);
    expect(has({ stage: 'postpartum', week: 30 }, 'baby_prep')).toBe(false);
  });
  it('leaves out a nudge whose screen the app does not have, and the next one takes its place', () => {
    const at = { stage: 'postpartum' as const, week: 5, hour: 20 };
    expect(types(at)).toEqual(['milestone_tracking', 'evening_journal']);
    expect(types({ ...at, hasScreen: (route) => route !== '/milestone-tracker' })).toEqual([
      'evening_journal',
      'whisper_mode',
    ]);
  });
  it('gives every banner an id, message, action and route', () => {
    for (const n of nudgesFor({ ...base, hour: 8, week: 30, symptomLoggedToday: false, openRedFlags: 2 })) {
      expect(n.id && n.message && n.action && n.route).toBeTruthy();
    }
  });
});

describe('her notification settings', () => {
  const all = { daily: true, symptoms: true, emergency: true, appointments: true };
  const off = (key: keyof typeof all) => ({ prefs: { ...all, [key]: false } });
  it('daily switches off the evening journal nudge', () => {
    expect(has({ hour: 19 }, 'evening_journal')).toBe(true);
    expect(has({ hour: 19, ...off('daily') }, 'evening_journal')).toBe(false);
  });
  it('symptoms switches off the morning symptom-log nudge and the Whisper Mode nudge', () => {
    expect(has({ hour: 8, symptomLoggedToday: false, ...off('symptoms') }, 'morning_checkin')).toBe(false);
    expect(has({ hour: 23, ...off('symptoms') }, 'whisper_mode')).toBe(false);
    expect(has({ hour: 8, symptomLoggedToday: false, ...off('daily') }, 'morning_checkin')).toBe(true);
  });
  it('emergency switches off only the reminder about unreviewed red flags; appointments the appointment one', () => {
    expect(types({ openRedFlags: 1, ...off('emergency') })).toEqual([]);
    expect(types({ openRedFlags: 1, ...off('daily') })).toEqual(['red_flags']);
    expect(types({ upcomingAppointment: { title: 'Scan' }, ...off('appointments') })).toEqual([]);
  });
  it('the morning nudge is about symptoms, not a second mood check-in', () => {
    const [n] = nudgesFor({ ...base, hour: 8, symptomLoggedToday: false });
    expect(n).toMatchObject({ type: 'morning_checkin', route: '/symptoms', action: 'Log symptoms' });
    expect(n?.message).toMatch(/symptoms/);
  });
});

describe('open red flags: not reviewed, from the last 7 days', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const flag = (flagType: string, reviewed: boolean, daysAgo: number) => ({
    flagType,
    reviewed,
    createdAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
  });
  it('counts only red, unreviewed and recent ones', () => {
    expect(
      openRedFlagCount(
        [
          flag('red', false, 1),
          flag('red', false, 7),
          flag('red', false, 7.01),
          flag('red', true, 1),
          flag('yellow', false, 1),
          flag('green', false, 0),
        ],
        now,
      ),
    ).toBe(2);
    expect(openRedFlagCount([], now)).toBe(0);
  });
});

describe('the dashboard mood card', () => {
  const on = { daily: true };
  it('shows 06-10 and 18-22 only', () => {
    expect([5, 6, 9, 10, 17, 18, 21, 22].map((h) => moodCardShown(h, on, false))).toEqual([
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
  it('not with daily reminders off, nor once this window is checked in', () => {
    expect(moodCardShown(7, { daily: false }, false)).toBe(false);
    expect(moodCardShown(7, on, true)).toBe(false);
  });
});

describe('when the appointment is', () => {
  const today = '2026-11-22';
  const tomorrow = '2026-11-23';
  it("says today for an event today, even from the day before's 'Tomorrow' reminder", () => {
    expect(appointmentWhen(today, today, tomorrow, 'Tomorrow')).toBe('today');
    expect(appointmentWhen(today, today, tomorrow, 'In an hour')).toBe('in an hour');
    expect(appointmentWhen(tomorrow, today, tomorrow, 'Tomorrow')).toBe('tomorrow');
    expect(appointmentWhen(null, today, tomorrow, 'Tomorrow')).toBe('tomorrow');
    expect(appointmentWhen(null, today, tomorrow, null)).toBeUndefined();
  });
});
