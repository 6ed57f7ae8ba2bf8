import { describe, expect, it } from 'vitest';
import type { BabyStatus } from '../../../core/contracts/baby-tracking-status.ts';
import { queuedWrites } from '../../testing/queued-writes.ts';
import type { BabySign } from '../../../core/contracts/baby-tracking-status.ts';
import { shownLatest, shownSigns } from './shown-latest.ts';

const T0 = Date.parse('2027-03-10T03:30:00.000Z');
const { at, write } = queuedWrites(T0);
const OVERLAP = { status: 409, message: 'Overlaps', code: 'overlap' };
const ZONE = 'Europe/London';

type BabyNow = BabyStatus['babies'][number];
const baby = (over: Partial<BabyNow> = {}, id = 'b1', isFirst = true): BabyNow =>
  ({
    baby: { id, isFirst },
    lastFeed: {
      logId: 'l1',
      startedAt: at(-180),
      endedAt: at(-160),
      feedingType: 'breast',
      feedingSide: 'left',
      bottleMl: null,
      minutesSinceStart: 180,
    },
    dayOfLife: { lastWetAt: at(-240), hoursSinceWet: 4 },
    ...over,
  }) as unknown as BabyNow;
const status = (babies: BabyNow[], timers: BabyStatus['timers'] = []) =>
  ({ babies, timers }) as unknown as BabyStatus;

const log = (min: number, body: object, refused = false) =>
  write(
    'POST /api/baby-tracking',
    { body: { babyId: 'b1', startedAt: at(min), ...body } },
    min,
    refused ? OVERLAP : undefined,
  );

describe('shownLatest', () => {
  it('shows the server’s last feed and wet nappy, counted on from when the answer arrived', () => {
    const b = baby();
    const { lastFeed, lastWet } = shownLatest(b, status([b]), T0, [], ZONE, T0);
    expect(lastFeed).toMatchObject({
      startedAt: at(-180),
      feedingType: 'breast',
      feedingSide: 'left',
      waiting: false,
    });
    expect(lastFeed?.minutesSince(T0 + 10 * 60_000)).toBe(190);
    expect(lastWet).toMatchObject({ at: at(-240), waiting: false });
    expect(lastWet?.hoursSince(T0 + 30 * 60_000)).toBe(4.5);
    expect(lastWet?.minutesSince(T0 + 30 * 60_000)).toBe(270);
  });

  it('counts from a feed and a wet nappy she logged with no signal, marked waiting', () => {
    const b = baby();
    const writes = [
      log(-10, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 90 }),
      log(-5, { logType: 'diaper', diaperType: 'both' }),
    ];
    const { lastFeed, lastWet } = shownLatest(b, status([b]), T0, writes, ZONE, T0);
    expect(lastFeed).toMatchObject({
      startedAt: at(-10),
      feedingType: 'bottle',
      feedingSide: null,
      bottleMl: 90,
      waiting: true,
    });
    expect(lastFeed?.minutesSince(T0)).toBe(10);
    expect(lastWet).toMatchObject({ at: at(-5), waiting: true });
    // In the first hour the card says minutes: "5 min ago", not "0.0 hours ago".
    expect(lastWet?.hoursSince(T0)).toBe(0);
    expect(lastWet?.minutesSince(T0)).toBe(5);
  });

  it('keeps a top-up within 15 minutes part of the server’s feed: counted from its start, marked waiting', () => {
    const b = baby();
    const writes = [log(-150, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 30 })];
    const { lastFeed } = shownLatest(b, status([b]), T0, writes, ZONE, T0);
    expect(lastFeed).toMatchObject({ startedAt: at(-180), feedingType: 'breast', waiting: true });
    expect(lastFeed?.minutesSince(T0)).toBe(180);
  });

  it('counts a feed timer she stopped with no signal', () => {
    const b = baby({ lastFeed: null });
    const timer = {
      id: 't1',
      babyId: 'b1',
      kind: 'feeding',
      status: 'running',
      side: 'right',
      startedAt: at(-25),
      runningSince: at(-25),
      elapsedSeconds: 0,
      leftSeconds: 0,
      rightSeconds: 0,
      asOf: at(-25),
    } as const;
    const stop = write(
      'POST /api/baby-timers/:timerId/stop',
      { params: { timerId: 't1' }, body: { endedAt: at(-2) } },
      -2,
    );
    const { lastFeed } = shownLatest(b, status([b], [timer]), T0, [stop], ZONE, T0);
    expect(lastFeed).toMatchObject({ startedAt: at(-25), feedingType: 'breast', waiting: true });
  });

  it('leaves out a refused write, a dirty nappy, a sleep and another baby’s logs', () => {
    const b = baby();
    const twin = baby({}, 'b2', false);
    const writes = [
      log(-10, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60 }, true),
      log(-9, { logType: 'diaper', diaperType: 'dirty' }),
      write(
        'POST /api/baby-tracking',
        { body: { logType: 'sleep', sleepStart: at(-60), sleepEnd: at(-20) } },
        -8,
      ),
      write('POST /api/baby-tracking', { body: { babyId: 'b2', logType: 'diaper', diaperType: 'wet' } }, -7),
    ];
    const { lastFeed, lastWet } = shownLatest(b, status([b, twin]), T0, writes, ZONE, T0);
    expect(lastFeed).toMatchObject({ startedAt: at(-180), waiting: false });
    expect(lastWet).toMatchObject({ at: at(-240), waiting: false });
    // A log naming no baby is the first baby's, as the server decides.
    const first = shownLatest(
      b,
      status([b]),
      T0,
      [
        write(
          'POST /api/baby-tracking',
          { body: { logType: 'diaper', diaperType: 'wet', startedAt: at(-3) } },
          -3,
        ),
      ],
      ZONE,
      T0,
    );
    expect(first.lastWet).toMatchObject({ at: at(-3), waiting: true });
    expect(shownLatest(twin, status([b, twin]), T0, writes, ZONE, T0).lastWet).toMatchObject({
      at: at(-7),
      waiting: true,
    });
  });

  it('is none before anything is logged', () => {
    const b = baby({
      lastFeed: null,
      dayOfLife: { lastWetAt: null, hoursSinceWet: null } as BabyNow['dayOfLife'],
    });
    expect(shownLatest(b, status([b]), T0, [], ZONE, T0)).toEqual({ lastFeed: null, lastWet: null });
  });
});

describe('shownSigns', () => {
  // The server's last wet nappy 9 hours ago and last feed ended 9 hours ago: both signs are up.
  const usual = baby().lastFeed;
  const quiet = baby({
    lastFeed: usual && { ...usual, startedAt: at(-560), endedAt: at(-540), minutesSinceStart: 560 },
    dayOfLife: { lastWetAt: at(-540), hoursSinceWet: 9 } as BabyNow['dayOfLife'],
  });
  const sign = (signId: string, since: string): BabySign => ({
    signId,
    level: signId === 'newborn-no-wet-nappy' ? 'warning' : 'sign',
    reason: 'seen',
    since,
    flagId: null,
  });
  const signs = [
    sign('newborn-no-wet-nappy', at(-540)),
    sign('newborn-not-feeding', at(-540)),
    sign('newborn-jaundice', at(-60)),
  ];
  const shown = (writes: Parameters<typeof shownLatest>[3]) =>
    shownSigns(signs, shownLatest(quiet, status([quiet]), T0, writes, ZONE, T0), T0).map((s) => s.signId);

  it('keeps every sign the server found when nothing waits', () => {
    expect(shown([])).toEqual(['newborn-no-wet-nappy', 'newborn-not-feeding', 'newborn-jaundice']);
  });

  it('drops the wet-nappy and feed signs her waiting entries answer, never the others', () => {
    expect(shown([log(-20, { logType: 'diaper', diaperType: 'wet' })])).toEqual([
      'newborn-not-feeding',
      'newborn-jaundice',
    ]);
    expect(shown([log(-30, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60 })])).toEqual([
      'newborn-no-wet-nappy',
      'newborn-jaundice',
    ]);
  });

  it('keeps a sign when what waits is itself 8 hours old or more, or only a dirty nappy', () => {
    expect(shown([log(-500, { logType: 'diaper', diaperType: 'wet' })])).toContain('newborn-no-wet-nappy');
    expect(shown([log(-20, { logType: 'diaper', diaperType: 'dirty' })])).toContain('newborn-no-wet-nappy');
  });
});
