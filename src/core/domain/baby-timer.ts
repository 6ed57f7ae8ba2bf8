/**
 * Live timers (docs/product.md, "Timers"): a breastfeed timed side by side with pauses, or a sleep, kept on the
 * server so it survives a reload and shows on her partner's phone. A timer is a list of stretches of running time
 * (`segments`), each with its side for a feed; the last one is open while it runs. Elapsed time counts only the
 * stretches, so pauses are left out. Pure: the server stores the segments and passes the clock.
 */
import type { BreastSide, TimerAction, TimerKind } from './baby-log.ts';

export interface TimerSegment {
  /** The breast for a feeding timer; null for a sleep. */
  side: BreastSide | null;
  /** ISO instants. */
  start: string;
  /** Null while this stretch is running. */
  end: string | null;
}

export interface TimerState {
  status: 'running' | 'paused';
  side: BreastSide | null;
  startedAt: string;
  /** The start of the stretch now running, null while paused. */
  runningSince: string | null;
  elapsedSeconds: number;
  leftSeconds: number;
  rightSeconds: number;
}

export interface TimerProblem {
  field: string;
  message: string;
}

const ms = (iso: string) => Date.parse(iso);
const other = (side: BreastSide): BreastSide => (side === 'left' ? 'right' : 'left');

/** A new timer's one running stretch. */
export function newTimer(kind: TimerKind, side: BreastSide | null, startedAt: Date): TimerSegment[] {
  return [{ side: kind === 'feeding' ? (side ?? 'left') : null, start: startedAt.toISOString(), end: null }];
}

/** Where the timer is at `now`: running or paused, its side, and the seconds counted (pauses left out). */
export function timerState(segments: readonly TimerSegment[], now: Date): TimerState {
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) throw new Error('A timer has at least one segment');
  let left = 0;
  let right = 0;
  let total = 0;
  for (const s of segments) {
    const length = Math.max(0, (s.end ? ms(s.end) : now.getTime()) - ms(s.start));
    total += length;
    if (s.side === 'left') left += length;
    if (s.side === 'right') right += length;
  }
  const sec = (n: number) => Math.floor(n / 1000);
  return {
    status: last.end === null ? 'running' : 'paused',
    side: last.side,
    startedAt: first.start,
    runningSince: last.end === null ? last.start : null,
    elapsedSeconds: sec(total),
    leftSeconds: sec(left),
    rightSeconds: sec(right),
  };
}

/**
 * Switch side, pause or resume at `now`. Pausing a paused timer or resuming a running one changes nothing (her
 * partner may have done it already). Switching while paused marks the side the feed resumes on with an empty
 * stretch. A sleep timer only starts and stops.
 */
export function applyTimerAction(
  kind: TimerKind,
  segments: readonly TimerSegment[],
  action: TimerAction,
  now: Date,
): { segments: TimerSegment[] } | { problem: TimerProblem } {
  if (kind === 'sleep')
    return {
      problem: {
        field: 'action',
        message: 'A sleep timer only starts and stops: stop it and start a new one',
      },
    };
  const last = segments.at(-1);
  if (!last) throw new Error('A timer has at least one segment');
  const at = new Date(Math.max(now.getTime(), ms(last.start))).toISOString();
  const closed = segments.slice(0, -1);
  const running = last.end === null;
  switch (action) {
    case 'pause':
      return { segments: running ? [...closed, { ...last, end: at }] : [...segments] };
    case 'resume':
      return { segments: running ? [...segments] : [...segments, { side: last.side, start: at, end: null }] };
    case 'switch': {
      const side = other(last.side ?? 'left');
      return running
        ? { segments: [...closed, { ...last, end: at }, { side, start: at, end: null }] }
        : { segments: [...segments, { side, start: at, end: at }] };
    }
    default: {
      const never: never = action;
      throw new Error(`Unknown timer action ${String(never)}`);
    }
  }
}

export interface StoppedTimer {
  startedAt: Date;
  endedAt: Date;
  /** Seconds counted (pauses left out). */
  activeSeconds: number;
  leftSeconds: number;
  rightSeconds: number;
  /** The side the feed ended on (the last stretch with time on it). */
  lastSide: BreastSide | null;
}

/**
 * The timer stopped at `endedAt` (now, or earlier when she forgot to stop it): stretches after it are dropped and
 * the one running then is closed at it. An end before the start is a problem.
 */
export function stopTimer(
  segments: readonly TimerSegment[],
  endedAt: Date,
): StoppedTimer | { problem: TimerProblem } {
  const first = segments[0];
  if (!first) throw new Error('A timer has at least one segment');
  const end = endedAt.getTime();
  if (end <= ms(first.start))
    return { problem: { field: 'endedAt', message: 'endedAt must be after the timer started' } };
  const cut = segments
    .filter((s) => ms(s.start) < end)
    .map((s) => ({ ...s, end: s.end === null || ms(s.end) > end ? endedAt.toISOString() : s.end }));
  const state = timerState(cut, endedAt);
  // A side counts from a whole second (the same rounding as its seconds).
  const lastWithTime = [...cut].reverse().find((s) => s.end !== null && ms(s.end) - ms(s.start) >= 1000);
  return {
    startedAt: new Date(first.start),
    endedAt,
    activeSeconds: state.elapsedSeconds,
    leftSeconds: state.leftSeconds,
    rightSeconds: state.rightSeconds,
    lastSide: lastWithTime?.side ?? null,
  };
}
