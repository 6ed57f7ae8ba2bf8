import { describe, expect, it } from 'vitest';
import { exercises } from '../../../content/exercises.ts';
import { contentStageOf } from './stage.ts';
import {
  type ActivityLike,
  activitiesFor,
  analytics,
  completionMessage,
  durationLabel,
  elapsedMinutes,
  exerciseWeek,
  invalidStep,
  logsThisWeek,
  prefersGentle,
  recommendations,
  weeklyProgress,
} from './exercise.ts';

// 2026-11-22 is a Sunday.
const SUNDAY = '2026-11-22';
const WEDNESDAY = '2026-11-25';
const SATURDAY = '2026-11-28';

const act = (id: string, over: Partial<ActivityLike> = {}): ActivityLike => ({
  id,
  category: 'stretching',
  difficulty: 'gentle',
  stage: 'pregnancy',
  weekStart: 1,
  weekEnd: 42,
  ...over,
});

const log = (
  dateCompleted: string,
  over: Partial<{ activityId: string; duration: number; userRating: number }> = {},
) => ({
  activityId: 'a',
  dateCompleted,
  duration: 10,
  userRating: 4,
  ...over,
});

describe('activitiesFor', () => {
  const all = [
    act('early', { weekStart: 1, weekEnd: 13 }),
    act('mid', { weekStart: 14, weekEnd: 27 }),
    act('late', { weekStart: 28, weekEnd: 42 }),
    act('pp', { stage: 'postpartum', weekStart: 0, weekEnd: 52 }),
  ];
  it('keeps only activities whose weekStart <= week <= weekEnd, inclusive at both ends', () => {
    expect(activitiesFor(all, 'pregnancy', 13).map((a) => a.id)).toEqual(['early']);
    expect(activitiesFor(all, 'pregnancy', 14).map((a) => a.id)).toEqual(['mid']);
    expect(activitiesFor(all, 'pregnancy', 27).map((a) => a.id)).toEqual(['mid']);
    expect(activitiesFor(all, 'pregnancy', 42).map((a) => a.id)).toEqual(['late']);
  });
  it('keeps her stage only, and every week of it when the week is unknown', () => {
    expect(activitiesFor(all, 'postpartum', 0).map((a) => a.id)).toEqual(['pp']);
    expect(activitiesFor(all, 'pregnancy', null).map((a) => a.id)).toEqual(['early', 'mid', 'late']);
  });
  it('gives every pregnancy and postpartum week at least three real activities', () => {
    for (let w = 1; w <= 42; w++)
      expect(activitiesFor(exercises, 'pregnancy', w).length).toBeGreaterThanOrEqual(3);
    for (let w = 0; w <= 52; w++)
      expect(activitiesFor(exercises, 'postpartum', w).length).toBeGreaterThanOrEqual(3);
  });
  it('maps the profile stage to the content stage', () => {
    expect(contentStageOf('pregnant')).toBe('pregnancy');
    expect(contentStageOf('postpartum')).toBe('postpartum');
  });
});

describe('weekly progress', () => {
  it('runs Sunday to Saturday, like the calendar', () => {
    expect(exerciseWeek(SUNDAY)).toEqual({ start: SUNDAY, end: SATURDAY });
    expect(exerciseWeek(WEDNESDAY)).toEqual({ start: SUNDAY, end: SATURDAY });
    expect(exerciseWeek(SATURDAY)).toEqual({ start: SUNDAY, end: SATURDAY });
    expect(exerciseWeek('2026-11-29').start).toBe('2026-11-29');
  });

  it('counts sessions against the goal of 3: progress = sessions / 3 * 100', () => {
    expect(weeklyProgress([], WEDNESDAY, 'UTC')).toMatchObject({
      sessions: 0,
      goal: 3,
      percent: 0,
      reached: false,
    });
    const one = weeklyProgress([log('2026-11-23T10:00:00Z')], WEDNESDAY, 'UTC');
    expect(one).toMatchObject({
      weekStart: SUNDAY,
      weekEnd: SATURDAY,
      sessions: 1,
      percent: 33,
      reached: false,
    });
    const two = weeklyProgress([log('2026-11-23T10:00:00Z'), log('2026-11-24T10:00:00Z')], WEDNESDAY, 'UTC');
    expect(two.percent).toBe(67);
    const four = weeklyProgress(
      Array.from({ length: 4 }, () => log('2026-11-24T10:00:00Z')),
      WEDNESDAY,
      'UTC',
    );
    expect(four).toMatchObject({ sessions: 4, percent: 100, reached: true });
  });

  it('uses her own goal, never below 1', () => {
    expect(weeklyProgress([log('2026-11-24T10:00:00Z')], WEDNESDAY, 'UTC', 5).percent).toBe(20);
    expect(weeklyProgress([], WEDNESDAY, 'UTC', 0).goal).toBe(1);
  });

  it('leaves out last week and next week, judged by her local day', () => {
    const logs = [
      log('2026-11-21T23:30:00Z'), // Saturday before (UTC)
      log('2026-11-22T00:30:00Z'), // Sunday (UTC), but Saturday evening in New York
      log('2026-11-29T02:00:00Z'), // Sunday next week in UTC, Saturday evening in New York
    ];
    expect(logsThisWeek(logs, WEDNESDAY, 'UTC')).toHaveLength(1);
    expect(logsThisWeek(logs, WEDNESDAY, 'America/New_York')).toHaveLength(1);
    expect(logsThisWeek(logs, WEDNESDAY, 'America/New_York')[0]?.dateCompleted).toBe('2026-11-29T02:00:00Z');
  });
});

describe('recommendations', () => {
  const list = [
    act('s1', { category: 'stretching', difficulty: 'moderate' }),
    act('s2', { category: 'stretching' }),
    act('w1', { category: 'walking', difficulty: 'light' }),
    act('w2', { category: 'walking' }),
    act('b1', { category: 'breath' }),
    act('p1', { category: 'pelvic_floor', difficulty: 'moderate' }),
  ];
  const none = new Set<string>();

  it('gives at most 3, one per category first, in content order', () => {
    expect(recommendations(list, none, 'pregnancy', 20).map((a) => a.id)).toEqual(['s1', 'w1', 'b1']);
  });
  it('puts what she has not done this week first', () => {
    expect(recommendations(list, new Set(['s1', 'w1']), 'pregnancy', 20).map((a) => a.id)).toEqual([
      's2',
      'w2',
      'b1',
    ]);
  });
  it('fills with repeated categories when there is not enough variety', () => {
    const two = [act('s1'), act('s2'), act('w1', { category: 'walking' })];
    expect(recommendations(two, none, 'pregnancy', 20).map((a) => a.id)).toEqual(['s1', 'w1', 's2']);
  });
  it('falls back to done activities when everything has been done', () => {
    const ids = new Set(list.map((a) => a.id));
    expect(recommendations(list, ids, 'pregnancy', 20)).toHaveLength(3);
    expect(recommendations(list.slice(0, 2), ids, 'pregnancy', 20).map((a) => a.id)).toEqual(['s1', 's2']);
  });
  it('prefers gentle activities in the third trimester and the first 6 weeks after birth', () => {
    expect(recommendations(list, none, 'pregnancy', 28).map((a) => a.id)).toEqual(['s2', 'w2', 'b1']);
    expect(prefersGentle('pregnancy', 27)).toBe(false);
    expect(prefersGentle('pregnancy', 28)).toBe(true);
    expect(prefersGentle('postpartum', 5)).toBe(true);
    expect(prefersGentle('postpartum', 6)).toBe(false);
    expect(prefersGentle('pregnancy', null)).toBe(false);
  });
  it('is empty when nothing is available', () => {
    expect(recommendations([], none, 'pregnancy', 20)).toEqual([]);
  });
  it('recommends three different categories for real content at week 20 and gentle ones at week 36', () => {
    const w20 = recommendations(activitiesFor(exercises, 'pregnancy', 20), none, 'pregnancy', 20);
    expect(new Set(w20.map((a) => a.category)).size).toBe(3);
    const w36 = recommendations(activitiesFor(exercises, 'pregnancy', 36), none, 'pregnancy', 36);
    expect(w36.every((a) => a.difficulty === 'gentle')).toBe(true);
  });
});

describe('analytics', () => {
  it('is empty before her first session', () => {
    const a = analytics([], WEDNESDAY, 'UTC');
    expect(a).toMatchObject({
      totalSessions: 0,
      totalMinutes: 0,
      averageRating: null,
      categoryBreakdown: [],
    });
    expect(a.recentWeeks).toHaveLength(6);
    expect(a.recentWeeks.at(-1)).toEqual({ weekStart: SUNDAY, sessions: 0, minutes: 0 });
    expect(a.recentWeeks[0]?.weekStart).toBe('2026-10-18');
  });
  it('sums sessions and minutes, averages the rating to one decimal and counts categories, most first', () => {
    const a = analytics(
      [
        { ...log('2026-11-23T10:00:00Z', { duration: 10, userRating: 5 }), category: 'walking' },
        { ...log('2026-11-24T10:00:00Z', { duration: 5, userRating: 4 }), category: 'breath' },
        { ...log('2026-11-16T10:00:00Z', { duration: 20, userRating: 4 }), category: 'breath' },
        { ...log('2025-01-01T10:00:00Z', { duration: 7, userRating: 1 }), category: null },
      ],
      WEDNESDAY,
      'UTC',
    );
    expect(a.totalSessions).toBe(4);
    expect(a.totalMinutes).toBe(42);
    expect(a.averageRating).toBe(3.5);
    expect(a.categoryBreakdown).toEqual([
      { category: 'breath', count: 2 },
      { category: 'walking', count: 1 },
    ]);
    expect(a.recentWeeks.at(-1)).toEqual({ weekStart: SUNDAY, sessions: 2, minutes: 15 });
    expect(a.recentWeeks.at(-2)).toEqual({ weekStart: '2026-11-15', sessions: 1, minutes: 20 });
  });
});

describe('duration, steps and the notice', () => {
  it('rounds elapsed minutes from opening and keeps them within 0-240', () => {
    expect(elapsedMinutes(0, 29_999)).toBe(0);
    expect(elapsedMinutes(0, 30_000)).toBe(1);
    expect(elapsedMinutes(0, 7 * 60_000 + 40_000)).toBe(8);
    expect(elapsedMinutes(0, 10 * 3_600_000)).toBe(240);
    expect(elapsedMinutes(1000, 0)).toBe(0);
  });
  it('says a session under a minute as such, never "0 min"', () => {
    expect(durationLabel(elapsedMinutes(0, 20_000))).toBe('Under a minute');
    expect(durationLabel(1)).toBe('1 min');
    expect(durationLabel(8)).toBe('8 min');
  });
  it('finds the first step index that is not a step of the activity', () => {
    expect(invalidStep([0, 1, 2], 3)).toBeNull();
    expect(invalidStep([], 3)).toBeNull();
    expect(invalidStep([0, 3], 3)).toBe(3);
    expect(invalidStep([-1], 3)).toBe(-1);
    expect(invalidStep([1.5], 3)).toBe(1.5);
    expect(invalidStep([1, 1], 3)).toBe(1);
  });
  it("says the spec's words during pregnancy and a fitting variant after birth", () => {
    expect(completionMessage('pregnancy')).toEqual({
      title: 'Exercise completed!',
      description: 'Great job staying active during your pregnancy.',
    });
    expect(completionMessage('postpartum').title).toBe('Exercise completed!');
    expect(completionMessage('postpartum').description).not.toMatch(/pregnancy/);
  });
});
