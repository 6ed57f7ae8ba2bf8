import { describe, expect, it } from 'vitest';
import type { DayOfLife } from '../../../core/contracts/baby-tracking-status.ts';
import { EMPTY_DAY } from '../../../core/domain/baby-day.ts';
import { queuedWrites } from '../../testing/queued-writes.ts';
import { lastFeedFacts, shownDayOfLife, shownDaySummary } from './shown-day.ts';
import { waitingFacts } from './waiting-facts.ts';

// 10 March 2027, 15:30 in London (GMT): the day runs from midnight UTC.
const T0 = Date.parse('2027-03-10T15:30:00.000Z');
const { at, write } = queuedWrites(T0);
const ZONE = 'Europe/London';
const FIRST = { id: 'b1', isFirst: true };
const empty = EMPTY_DAY;
const log = (min: number, body: object, refused = false) =>
  write(
    'POST /api/baby-tracking',
    { body: { startedAt: at(min), ...body } },
    min,
    refused ? { status: 409, message: 'Overlaps', code: 'overlap' } : undefined,
  );

describe('the day’s counters with what waits on her phone', () => {
  it('counts her waiting nappy and bottle and a feed timer she stopped with no signal', () => {
    const writes = [
      log(-30, { babyId: 'b1', logType: 'diaper', diaperType: 'wet' }),
      log(-20, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60 }),
    ];
    const stopped = [
      { writeId: 'w-stop', babyId: 'b1', kind: 'feeding' as const, startedAt: at(-120), endedAt: at(-100) },
    ];
    const waiting = waitingFacts(writes, FIRST, stopped, ZONE);
    expect(waiting.map((l) => l.logType)).toEqual(['diaper', 'feeding', 'feeding']);
    expect(shownDaySummary(empty, [], waiting, '2027-03-10', ZONE)).toEqual({
      summary: { ...empty, feeds: 2, bottleMl: 60, breastMinutes: 0, nappies: 1, wet: 1 },
      waiting: 3,
    });
  });

  it('leaves out another baby’s logs, refused ones and what falls on another day', () => {
    const writes = [
      log(-30, { babyId: 'b2', logType: 'diaper', diaperType: 'wet' }),
      log(-25, { babyId: 'b1', logType: 'diaper', diaperType: 'dirty' }, true),
      // No baby named: the first baby's, as the server decides; not for a second baby.
      log(-10, { logType: 'diaper', diaperType: 'wet' }),
    ];
    expect(waitingFacts(writes, { id: 'b2', isFirst: false }, [], ZONE).map((l) => l.diaperType)).toEqual([
      'wet',
    ]);
    const waiting = waitingFacts(writes, FIRST, [], ZONE);
    expect(waiting.map((l) => l.diaperType)).toEqual(['wet']);
    expect(shownDaySummary(empty, [], waiting, '2027-03-09', ZONE)).toEqual({ summary: empty, waiting: 0 });
  });

  it('counts a waiting sleep begun the evening before for its minutes after midnight', () => {
    const writes = [
      write(
        'POST /api/baby-tracking',
        {
          body: {
            logType: 'sleep',
            sleepStart: '2027-03-09T23:00:00.000Z',
            sleepEnd: '2027-03-10T01:30:00.000Z',
          },
        },
        -600,
      ),
    ];
    const shown = shownDaySummary(empty, [], waitingFacts(writes, FIRST, [], ZONE), '2027-03-10', ZONE);
    expect(shown).toEqual({ summary: { ...empty, sleepMinutes: 90, sleepHours: 1.5 }, waiting: 1 });
  });
});

describe('the last 24 hours with what waits on her phone', () => {
  const judged: DayOfLife = {
    day: 5,
    judged: true,
    notJudgedBecause: null,
    feeds: { count: 7, min: 8, max: 12 },
    wet: { count: 4, min: 5, max: null },
    dirty: { count: 2, min: 2, max: null },
    below: ['feeds', 'wet'],
    lastWetAt: at(-300),
    hoursSinceWet: 5,
  };
  const lastFeed = lastFeedFacts({
    logId: 'l1',
    startedAt: at(-60),
    endedAt: at(-40),
    feedingType: 'breast',
    feedingSide: 'left',
    bottleMl: null,
    minutesSinceStart: 60,
  });

  it('counts her waiting feed and wet nappy and judges again what is below its target', () => {
    const writes = [
      log(-10, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60 }),
      log(-5, { logType: 'diaper', diaperType: 'wet' }),
    ];
    const shown = shownDayOfLife(judged, lastFeed, waitingFacts(writes, FIRST, [], ZONE), T0);
    expect(shown.feeds?.count).toBe(8);
    expect(shown.wet?.count).toBe(5);
    expect(shown.dirty?.count).toBe(2);
    expect(shown.below).toEqual([]);
  });

  it('counts a top-up given with the last feed as part of it, and nothing older than 24 hours', () => {
    const writes = [
      log(-35, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 30 }),
      log(-25 * 60, { logType: 'diaper', diaperType: 'wet' }),
    ];
    const shown = shownDayOfLife(judged, lastFeed, waitingFacts(writes, FIRST, [], ZONE), T0);
    expect(shown.feeds?.count).toBe(7);
    expect(shown.wet?.count).toBe(4);
    expect(shown.below).toEqual(['feeds', 'wet']);
    expect(shownDayOfLife(judged, lastFeed, [], T0)).toBe(judged);
  });
});
