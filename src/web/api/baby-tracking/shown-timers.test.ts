import { describe, expect, it } from 'vitest';
import type { Timer } from '../../../core/contracts/baby-tracking-status.ts';
import { queuedWrites } from '../../testing/queued-writes.ts';
import { actOn, shownTimers } from './shown-timers.ts';

const T0 = Date.parse('2026-03-10T03:00:00.000Z');
const ID = '8d7b8a44-1b7e-4f0e-9a55-6f5a0b1f3c21';
const { at, write } = queuedWrites(T0);
const REFUSED = { status: 400, message: 'No' };
const start = (min: number, body: object = {}) =>
  write(
    'POST /api/baby-timers',
    { body: { id: ID, babyId: 'b1', kind: 'feeding', side: 'left', startedAt: at(min), ...body } },
    min,
  );
const act = (min: number, action: 'switch' | 'pause' | 'resume', timerId = ID) =>
  write('PATCH /api/baby-timers/:timerId', { params: { timerId }, body: { action, at: at(min) } }, min);
const stop = (min: number, timerId = ID) =>
  write('POST /api/baby-timers/:timerId/stop', { params: { timerId }, body: { endedAt: at(min) } }, min);

const server: Timer = {
  id: 'srv',
  babyId: 'b1',
  kind: 'feeding',
  status: 'running',
  side: 'right',
  startedAt: at(-10),
  runningSince: at(-10),
  elapsedSeconds: 600,
  leftSeconds: 0,
  rightSeconds: 600,
  asOf: '2026-03-10T02:59:30.000Z',
};

describe('shownTimers', () => {
  it('shows the server’s timers counted from when the answer arrived on this phone', () => {
    const { timers, stopped } = shownTimers([server], T0, []);
    expect(timers).toEqual([{ ...server, asOf: at(0) }]);
    expect(stopped).toEqual([]);
  });

  it('runs a timer started with no signal from the moment she pressed, marked waiting', () => {
    const { timers } = shownTimers([], T0, [start(1)]);
    expect(timers).toEqual([
      {
        id: ID,
        babyId: 'b1',
        kind: 'feeding',
        status: 'running',
        side: 'left',
        startedAt: at(1),
        runningSince: at(1),
        elapsedSeconds: 0,
        leftSeconds: 0,
        rightSeconds: 0,
        asOf: at(1),
        waiting: true,
      },
    ]);
  });

  it('plays a switch and a pause over it, counting each side up to the press', () => {
    const { timers } = shownTimers([], T0, [start(0), act(10, 'switch'), act(15, 'pause')]);
    expect(timers[0]).toMatchObject({
      status: 'paused',
      side: 'right',
      runningSince: null,
      elapsedSeconds: 900,
      leftSeconds: 600,
      rightSeconds: 300,
      asOf: at(15),
    });
    const resumed = shownTimers([], T0, [start(0), act(10, 'pause'), act(12, 'resume')]).timers[0];
    expect(resumed).toMatchObject({
      status: 'running',
      side: 'left',
      runningSince: at(12),
      elapsedSeconds: 600,
    });
  });

  it('takes a stopped timer off the screen and keeps it as a timed log waiting, with the times she pressed', () => {
    const { timers, stopped } = shownTimers([server], T0, [start(0), act(10, 'switch'), stop(25)]);
    expect(timers.map((t) => t.id)).toEqual(['srv']);
    expect(stopped).toEqual([
      { writeId: expect.any(String), babyId: 'b1', kind: 'feeding', startedAt: at(0), endedAt: at(25) },
    ]);
  });

  it('applies a press to a server timer too, and a discard removes it without a log', () => {
    const switched = shownTimers([server], T0, [act(5, 'switch', 'srv')]).timers[0];
    expect(switched).toMatchObject({ side: 'left', rightSeconds: 900, leftSeconds: 0, waiting: true });
    const discard = write('DELETE /api/baby-timers/:timerId', { params: { timerId: 'srv' } }, 5);
    expect(shownTimers([server], T0, [discard])).toEqual({ timers: [], stopped: [] });
  });

  it('leaves out refused writes (the frame shows them) and a start the server already has', () => {
    expect(shownTimers([], T0, [write('POST /api/baby-timers', start(0).input, 0, REFUSED)]).timers).toEqual(
      [],
    );
    const known = { ...server, id: ID };
    expect(shownTimers([known], T0, [start(0)]).timers).toEqual([{ ...known, asOf: at(0) }]);
  });
});

describe('actOn', () => {
  const paused: Timer = { ...server, status: 'paused', runningSince: null };
  it('pausing a paused timer or resuming a running one changes nothing but the mark', () => {
    expect(actOn(paused, 'pause', new Date(T0))).toEqual({ ...paused, waiting: true });
    expect(actOn(server, 'resume', new Date(T0))).toEqual({ ...server, waiting: true });
  });
  it('switching while paused turns the side without counting', () => {
    expect(actOn(paused, 'switch', new Date(T0 + 60_000))).toMatchObject({
      side: 'left',
      status: 'paused',
      elapsedSeconds: 600,
    });
  });
  it('a sleep timer only starts and stops', () => {
    const sleep: Timer = { ...server, kind: 'sleep', side: null };
    expect(actOn(sleep, 'pause', new Date(T0))).toBe(sleep);
  });
  it('a press from before the answer arrived counts from the answer', () => {
    const t = { ...server, asOf: at(0) };
    expect(actOn(t, 'pause', new Date(T0 - 60_000))).toMatchObject({ elapsedSeconds: 600, asOf: at(0) });
  });
});
