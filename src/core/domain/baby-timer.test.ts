import { describe, expect, it } from 'vitest';
import { applyTimerAction, newTimer, stopTimer, type TimerSegment, timerState } from './baby-timer.ts';

const t = (mmss: string) => new Date(`2027-03-10T10:${mmss}Z`);

function run(segments: TimerSegment[], ...steps: ['switch' | 'pause' | 'resume', string][]): TimerSegment[] {
  let s = segments;
  for (const [action, at] of steps) {
    const r = applyTimerAction('feeding', s, action, t(at));
    if ('problem' in r) throw new Error(r.problem.message);
    s = r.segments;
  }
  return s;
}

describe('a feeding timer', () => {
  const started = newTimer('feeding', 'left', t('00:00'));

  it('starts running on its side', () => {
    expect(timerState(started, t('05:30'))).toEqual({
      status: 'running',
      side: 'left',
      startedAt: '2027-03-10T10:00:00.000Z',
      runningSince: '2027-03-10T10:00:00.000Z',
      elapsedSeconds: 330,
      leftSeconds: 330,
      rightSeconds: 0,
    });
    expect(newTimer('feeding', null, t('00:00'))[0]?.side).toBe('left');
  });

  it('switches side, pauses and resumes, leaving pauses out', () => {
    const s = run(started, ['switch', '10:00'], ['pause', '15:00'], ['resume', '20:00']);
    expect(timerState(s, t('25:00'))).toMatchObject({
      status: 'running',
      side: 'right',
      runningSince: '2027-03-10T10:20:00.000Z',
      elapsedSeconds: 20 * 60,
      leftSeconds: 10 * 60,
      rightSeconds: 10 * 60,
    });
    expect(timerState(run(s, ['pause', '25:00']), t('40:00'))).toMatchObject({
      status: 'paused',
      runningSince: null,
      elapsedSeconds: 20 * 60,
    });
  });

  it('pausing twice or resuming a running timer changes nothing', () => {
    const paused = run(started, ['pause', '05:00']);
    expect(run(paused, ['pause', '06:00'])).toEqual(paused);
    expect(run(started, ['resume', '05:00'])).toEqual(started);
  });

  it('switching while paused sets the side it resumes on', () => {
    const s = run(started, ['pause', '05:00'], ['switch', '06:00']);
    expect(timerState(s, t('07:00'))).toMatchObject({ status: 'paused', side: 'right', elapsedSeconds: 300 });
    expect(timerState(run(s, ['resume', '08:00']), t('10:00'))).toMatchObject({
      side: 'right',
      leftSeconds: 300,
      rightSeconds: 120,
    });
  });

  it('stops with its sides, the side it ended on, and a backdated end that drops what came after', () => {
    const s = run(started, ['switch', '10:00'], ['pause', '15:00'], ['resume', '20:00']);
    const now = stopTimer(s, t('25:00'));
    expect(now).toEqual({
      startedAt: t('00:00'),
      endedAt: t('25:00'),
      activeSeconds: 1200,
      leftSeconds: 600,
      rightSeconds: 600,
      lastSide: 'right',
    });
    const earlier = stopTimer(s, t('12:00'));
    expect(earlier).toMatchObject({
      activeSeconds: 720,
      leftSeconds: 600,
      rightSeconds: 120,
      lastSide: 'right',
    });
    expect(stopTimer(s, t('00:00'))).toEqual({
      problem: { field: 'endedAt', message: 'endedAt must be after the timer started' },
    });
  });

  it('ends on the side that had time, not an empty switch', () => {
    const s = run(started, ['pause', '05:00'], ['switch', '06:00']);
    expect(stopTimer(s, t('07:00'))).toMatchObject({ lastSide: 'left', activeSeconds: 300 });
  });
});

describe('a sleep timer', () => {
  it('has no side and only starts and stops', () => {
    const s = newTimer('sleep', 'left', t('00:00'));
    expect(timerState(s, t('30:00'))).toMatchObject({ side: null, elapsedSeconds: 1800, leftSeconds: 0 });
    expect(applyTimerAction('sleep', s, 'pause', t('10:00'))).toEqual({
      problem: {
        field: 'action',
        message: 'A sleep timer only starts and stops: stop it and start a new one',
      },
    });
    expect(stopTimer(s, t('45:00'))).toMatchObject({ activeSeconds: 2700, lastSide: null });
  });
});
