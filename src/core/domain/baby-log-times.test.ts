import { describe, expect, it } from 'vitest';
import { resolveBabyLogTimes, timedSpanProblems } from './baby-log-times.ts';

const now = new Date('2027-03-10T12:00:00Z');
const ctx = { now, timeZone: 'Europe/London' };
const iso = (d: Date) => d.toISOString();

describe('feeds and nappies', () => {
  it('without a time: a nappy or a bottle is now, a timed feed ends now', () => {
    const nappy = resolveBabyLogTimes({ logType: 'diaper' }, ctx);
    expect(nappy.problems).toEqual({});
    expect(nappy.times && iso(nappy.times.startedAt)).toBe('2027-03-10T12:00:00.000Z');
    expect(nappy.times?.endedAt).toEqual(nappy.times?.startedAt);
    const feed = resolveBabyLogTimes({ logType: 'feeding', feedingDuration: 15 }, ctx);
    expect(feed.times && [iso(feed.times.startedAt), iso(feed.times.endedAt)]).toEqual([
      '2027-03-10T11:45:00.000Z',
      '2027-03-10T12:00:00.000Z',
    ]);
  });

  it('with startedAt: a feed at 23:50 the night before belongs to that day', () => {
    const r = resolveBabyLogTimes(
      { logType: 'feeding', feedingDuration: 20, startedAt: '2027-03-09T23:50:00Z' },
      ctx,
    );
    expect(r.problems).toEqual({});
    expect(r.times?.logDate).toBe('2027-03-09');
    expect(r.times && iso(r.times.endedAt)).toBe('2027-03-10T00:10:00.000Z');
  });

  it('uses her zone for the day: 23:50 in New York is the next UTC day', () => {
    const r = resolveBabyLogTimes(
      { logType: 'diaper', startedAt: '2027-03-10T04:50:00Z' },
      { now, timeZone: 'America/New_York' },
    );
    expect(r.times?.logDate).toBe('2027-03-09');
  });

  it('clamps up to two minutes ahead to now and refuses more', () => {
    const skewed = resolveBabyLogTimes({ logType: 'diaper', startedAt: '2027-03-10T12:01:59Z' }, ctx);
    expect(skewed.problems).toEqual({});
    expect(skewed.times && iso(skewed.times.startedAt)).toBe('2027-03-10T12:00:00.000Z');
    expect(
      resolveBabyLogTimes({ logType: 'diaper', startedAt: '2027-03-10T12:02:01Z' }, ctx).problems,
    ).toEqual({
      startedAt: 'startedAt cannot be in the future',
    });
  });

  it('refuses a feed that would end in the future, keeping its minutes within the skew', () => {
    expect(
      resolveBabyLogTimes({ logType: 'feeding', feedingDuration: 15, startedAt: '2027-03-10T11:50:00Z' }, ctx)
        .problems,
    ).toEqual({ startedAt: 'This feed would end in the future: check the start time and the minutes' });
    const edge = resolveBabyLogTimes(
      { logType: 'feeding', feedingDuration: 11, startedAt: '2027-03-10T11:50:00Z' },
      ctx,
    );
    expect(edge.problems).toEqual({});
    expect(edge.times && [iso(edge.times.startedAt), iso(edge.times.endedAt)]).toEqual([
      '2027-03-10T11:49:00.000Z',
      '2027-03-10T12:00:00.000Z',
    ]);
  });

  it('reads the spec’s logDate: a time is the instant, today is now, another day needs a time', () => {
    const timed = resolveBabyLogTimes({ logType: 'diaper', logDate: '2027-03-10T08:30:00Z' }, ctx);
    expect(timed.times && iso(timed.times.startedAt)).toBe('2027-03-10T08:30:00.000Z');
    const today = resolveBabyLogTimes({ logType: 'diaper', logDate: '2027-03-10' }, ctx);
    expect(today.times && iso(today.times.startedAt)).toBe(iso(now));
    expect(resolveBabyLogTimes({ logType: 'diaper', logDate: '2027-03-08' }, ctx).problems).toEqual({
      startedAt: 'Enter the time it happened (startedAt) for a day before today',
    });
    expect(resolveBabyLogTimes({ logType: 'diaper', logDate: '2027-03-11' }, ctx).problems).toEqual({
      logDate: 'logDate cannot be in the future',
    });
    expect(resolveBabyLogTimes({ logType: 'diaper', logDate: '2027-03-10T13:00:00Z' }, ctx).problems).toEqual(
      {
        logDate: 'logDate cannot be in the future',
      },
    );
  });

  it('refuses a logDate that is not the date of startedAt', () => {
    expect(
      resolveBabyLogTimes(
        { logType: 'diaper', logDate: '2027-03-09', startedAt: '2027-03-10T08:00:00Z' },
        ctx,
      ).problems,
    ).toEqual({ logDate: 'logDate must be the date of startedAt (or leave it out)' });
    expect(
      resolveBabyLogTimes(
        { logType: 'diaper', logDate: '2027-03-10', startedAt: '2027-03-10T08:00:00Z' },
        ctx,
      ).problems,
    ).toEqual({});
  });

  it('refuses anything before the baby was born', () => {
    expect(
      resolveBabyLogTimes(
        { logType: 'diaper', startedAt: '2027-03-01T08:00:00Z' },
        { ...ctx, earliest: new Date('2027-03-02T00:00:00Z') },
      ).problems,
    ).toEqual({ startedAt: 'This is before your baby was born: check the date and time' });
  });
});

describe('sleeps', () => {
  it('from 22:00 to 03:00 on the same date ends the next day', () => {
    const r = resolveBabyLogTimes(
      { logType: 'sleep', sleepStart: '2027-03-08T22:00:00Z', sleepEnd: '2027-03-08T03:00:00Z' },
      ctx,
    );
    expect(r.problems).toEqual({});
    expect(r.times && [iso(r.times.startedAt), iso(r.times.endedAt)]).toEqual([
      '2027-03-08T22:00:00.000Z',
      '2027-03-09T03:00:00.000Z',
    ]);
    expect(r.times?.endsNextDay).toBe(true);
    expect(r.times?.logDate).toBe('2027-03-08');
  });

  it('crosses midnight by the local date, across a clock change (London, 28 March)', () => {
    // 22:00 GMT on the 27th, 03:00 BST on the 28th is 02:00 UTC: 4 hours asleep.
    const r = resolveBabyLogTimes(
      { logType: 'sleep', sleepStart: '2027-03-27T22:00:00Z', sleepEnd: '2027-03-27T03:00:00Z' },
      { now: new Date('2027-03-28T12:00:00Z'), timeZone: 'Europe/London' },
    );
    expect(r.times && iso(r.times.endedAt)).toBe('2027-03-28T02:00:00.000Z');
  });

  it('refuses an end earlier than the start on another date, or equal to it', () => {
    expect(
      resolveBabyLogTimes(
        { logType: 'sleep', sleepStart: '2027-03-09T22:00:00Z', sleepEnd: '2027-03-08T23:00:00Z' },
        ctx,
      ).problems,
    ).toEqual({ sleepEnd: 'sleepEnd must be after sleepStart' });
    expect(
      resolveBabyLogTimes(
        { logType: 'sleep', sleepStart: '2027-03-09T22:00:00Z', sleepEnd: '2027-03-09T22:00:00Z' },
        ctx,
      ).problems,
    ).toEqual({ sleepEnd: 'sleepEnd must be after sleepStart' });
  });

  it('refuses a sleep ending in the future (22:00 to 03:00 logged before 03:00)', () => {
    expect(
      resolveBabyLogTimes(
        { logType: 'sleep', sleepStart: '2027-03-10T10:00:00Z', sleepEnd: '2027-03-10T09:00:00Z' },
        ctx,
      ).problems,
    ).toEqual({ sleepEnd: 'sleepEnd cannot be in the future' });
    expect(
      resolveBabyLogTimes({ logType: 'sleep', sleepStart: '2027-03-10T13:00:00Z', sleepDuration: 30 }, ctx)
        .problems,
    ).toEqual({
      sleepStart: 'sleepStart cannot be in the future',
      sleepDuration: 'This sleep would end in the future: check the start time and the minutes',
    });
  });

  it('takes minutes when there is no end, and at most 24 hours', () => {
    const r = resolveBabyLogTimes(
      { logType: 'sleep', sleepStart: '2027-03-10T09:00:00Z', sleepDuration: 90 },
      ctx,
    );
    expect(r.times && iso(r.times.endedAt)).toBe('2027-03-10T10:30:00.000Z');
    expect(
      resolveBabyLogTimes(
        { logType: 'sleep', sleepStart: '2027-03-08T09:00:00Z', sleepEnd: '2027-03-09T09:01:00Z' },
        ctx,
      ).problems,
    ).toEqual({ sleepEnd: 'A sleep can last at most 24 hours' });
    expect(
      resolveBabyLogTimes(
        { logType: 'sleep', sleepStart: '2027-03-08T09:00:00Z', sleepEnd: '2027-03-09T09:00:00Z' },
        ctx,
      ).problems,
    ).toEqual({});
  });

  it('gives no times without a start (the field rule names it)', () => {
    expect(resolveBabyLogTimes({ logType: 'sleep', sleepDuration: 30 }, ctx)).toEqual({
      times: null,
      problems: {},
    });
  });
});

describe('a stopped timer’s span', () => {
  it('refuses an end in the future and more than 24 hours', () => {
    const start = new Date('2027-03-09T11:00:00Z');
    expect(timedSpanProblems('feeding', start, new Date('2027-03-10T11:00:00Z'), ctx)).toEqual({});
    expect(timedSpanProblems('feeding', start, new Date('2027-03-10T11:00:01Z'), ctx)).toEqual({
      endedAt: 'A feed can last at most 24 hours: enter when it ended, or discard the timer',
    });
    expect(
      timedSpanProblems('sleep', new Date('2027-03-10T11:00:00Z'), new Date('2027-03-10T12:03:00Z'), ctx),
    ).toEqual({
      endedAt: 'endedAt cannot be in the future',
    });
  });
});
