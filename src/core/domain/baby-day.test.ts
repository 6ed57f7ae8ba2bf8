import { describe, expect, it } from 'vitest';
import {
  daySummary,
  dayList,
  feedSessions,
  hoursOneDecimal,
  lastFeed,
  minutesInside,
  nextSide,
  withWaiting,
} from './baby-day.ts';
import { breast, bottle, nappy, sleep } from './baby-test-logs.ts';

const day = { from: new Date('2027-03-10T00:00:00Z'), to: new Date('2027-03-11T00:00:00Z') };

describe('feed sessions', () => {
  it('groups left, right and a top-up given together into one feed', () => {
    const left = breast('2027-03-10T10:00:00Z', 12, 'left');
    const right = breast('2027-03-10T10:14:00Z', 10, 'right');
    const topUp = bottle('2027-03-10T10:30:00Z', 40);
    const later = bottle('2027-03-10T10:46:00Z', 60);
    const sessions = feedSessions([later, topUp, right, left]);
    expect(sessions.map((s) => s.logIds)).toEqual([[left.id, right.id, topUp.id], [later.id]]);
    expect(sessions[0]).toMatchObject({ id: left.id, bottleMl: 40, breastMinutes: 22 });
    expect(sessions[0]?.endedAt).toEqual(topUp.startedAt);
  });

  it('starts a new feed 15 minutes after the last one ended, not before', () => {
    const a = bottle('2027-03-10T10:00:00Z', 60);
    expect(feedSessions([a, bottle('2027-03-10T10:15:00Z', 30)])).toHaveLength(1);
    expect(feedSessions([a, bottle('2027-03-10T10:15:01Z', 30)])).toHaveLength(2);
  });
});

describe('minutes inside a day', () => {
  it('counts a sleep from 22:00 to 03:00 as 2 hours in the first day and 3 in the second', () => {
    const s = sleep('2027-03-09T22:00:00Z', 300);
    expect(minutesInside(s.startedAt, s.endedAt, new Date('2027-03-09T00:00:00Z'), day.from)).toBe(120);
    expect(minutesInside(s.startedAt, s.endedAt, day.from, day.to)).toBe(180);
    expect(minutesInside(s.startedAt, s.endedAt, day.to, new Date('2027-03-12T00:00:00Z'))).toBe(0);
  });

  it('shows hours to one decimal', () => {
    expect(hoursOneDecimal(180)).toBe(3);
    expect(hoursOneDecimal(100)).toBe(1.7);
    expect(hoursOneDecimal(0)).toBe(0);
  });
});

describe('the day’s counters and list', () => {
  const lateFeed = breast('2027-03-09T23:55:00Z', 10, 'left');
  const afterMidnight = bottle('2027-03-10T00:10:00Z', 30);
  const night = sleep('2027-03-09T22:00:00Z', 300);
  const nap = sleep('2027-03-10T13:00:00Z', 45);
  const wet = nappy('2027-03-10T08:00:00Z', 'wet');
  const both = nappy('2027-03-10T09:00:00Z', 'both', { stoolColor: 'yellow' });
  const dirty = nappy('2027-03-10T11:00:00Z', 'dirty');
  const morning = breast('2027-03-10T07:00:00Z', 20, 'right');
  const logs = [lateFeed, afterMidnight, night, nap, wet, both, dirty, morning];

  it('counts feeds begun in the day (a session begun before midnight stays there), nappies and sleep inside it', () => {
    expect(daySummary(logs, day)).toEqual({
      feeds: 1,
      bottleMl: 30,
      breastMinutes: 20,
      nappies: 3,
      wet: 2,
      dirty: 2,
      sleepMinutes: 225,
      sleepHours: 3.8,
    });
  });

  it('lists the day newest first with the night’s sleep from the day before', () => {
    const list = dayList(logs, day);
    expect(list.map((i) => i.log.id)).toEqual([
      nap.id,
      dirty.id,
      both.id,
      wet.id,
      morning.id,
      afterMidnight.id,
      night.id,
    ]);
    expect(list.find((i) => i.log.id === night.id)).toMatchObject({
      minutesInDay: 180,
      startedDayBefore: true,
    });
    expect(list.find((i) => i.log.id === nap.id)).toMatchObject({
      minutesInDay: 45,
      startedDayBefore: false,
    });
    expect(list.find((i) => i.log.id === afterMidnight.id)?.sessionId).toBe(lateFeed.id);
    expect(list.find((i) => i.log.id === wet.id)).toMatchObject({ minutesInDay: null, sessionId: null });
  });

  it('is empty for a day without logs', () => {
    expect(daySummary([], day)).toEqual({
      feeds: 0,
      bottleMl: 0,
      breastMinutes: 0,
      nappies: 0,
      wet: 0,
      dirty: 0,
      sleepMinutes: 0,
      sleepHours: 0,
    });
    expect(dayList([], day)).toEqual([]);
  });
});

describe('the day’s counters with logs waiting to send', () => {
  const morning = breast('2027-03-10T07:00:00Z', 20, 'right');
  const saved = [morning, nappy('2027-03-10T08:00:00Z', 'wet')];
  const summary = daySummary(saved, day);

  it('adds what the waiting logs add: a new feed, a nappy, a sleep’s minutes inside the day', () => {
    const waiting = [
      bottle('2027-03-10T12:00:00Z', 90),
      nappy('2027-03-10T12:05:00Z', 'both'),
      sleep('2027-03-10T23:00:00Z', 120),
    ];
    expect(withWaiting(summary, saved, waiting, day)).toEqual({
      feeds: 2,
      bottleMl: 90,
      breastMinutes: 20,
      nappies: 2,
      wet: 2,
      dirty: 1,
      sleepMinutes: 60,
      sleepHours: 1,
    });
  });

  it('lets a waiting top-up join the feed it was given with, as the server will count it', () => {
    const topUp = bottle('2027-03-10T07:25:00Z', 30);
    expect(withWaiting(summary, saved, [topUp], day)).toMatchObject({ feeds: 1, bottleMl: 30 });
  });

  it('adds to the server’s counts, which may hold what the saved list around them does not', () => {
    const server = { ...summary, feeds: 6, nappies: 5, wet: 4 };
    expect(withWaiting(server, saved, [nappy('2027-03-10T15:00:00Z', 'wet')], day)).toMatchObject({
      feeds: 6,
      nappies: 6,
      wet: 5,
    });
  });

  it('leaves the counts as they are with nothing waiting, or only another day’s', () => {
    expect(withWaiting(summary, saved, [], day)).toBe(summary);
    expect(withWaiting(summary, saved, [nappy('2027-03-11T01:00:00Z', 'wet')], day)).toEqual(summary);
  });
});

describe('time since the last feed and the next side', () => {
  it('counts from the start of the last session', () => {
    const left = breast('2027-03-10T10:00:00Z', 12, 'left');
    const right = breast('2027-03-10T10:13:00Z', 9, 'right', { lastSide: 'right' });
    const last = lastFeed([right, left], new Date('2027-03-10T12:30:00Z'));
    expect(last?.session.id).toBe(left.id);
    expect(last?.minutesSinceStart).toBe(150);
    expect(lastFeed([], new Date())).toBeNull();
  });

  it('offers the other side from where the last breastfeed ended', () => {
    expect(nextSide([breast('2027-03-10T10:00:00Z', 12, 'left')])).toEqual({
      side: 'right',
      reason: 'The last breastfeed ended on the left',
    });
    expect(nextSide([breast('2027-03-10T10:00:00Z', 12, 'both', { lastSide: 'right' })])?.side).toBe('left');
    // A bottle after it does not change the breast.
    expect(
      nextSide([breast('2027-03-10T10:00:00Z', 12, 'right'), bottle('2027-03-10T12:00:00Z', 90)])?.side,
    ).toBe('left');
    expect(nextSide([breast('2027-03-10T10:00:00Z', 12, 'both')])).toBeNull();
    expect(nextSide([bottle('2027-03-10T10:00:00Z', 90)])).toBeNull();
  });
});
