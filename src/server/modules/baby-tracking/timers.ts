/**
 * Live timers on the server (docs/product.md, "Timers"): a breastfeed timed side by side with pauses, or a sleep,
 * that survives a reload and shows on every device signed in to her account. One per baby and kind (a second start
 * is 409 naming the running one). Stopping writes the log through the one write path and deletes the timer in the
 * same transaction; a log that would not be valid is a 400 saying why, and the timer keeps running.
 */
import type { z } from 'zod';
import type {
  BabyLogResponse,
  StartTimer,
  StopTimer,
  Timer,
} from '../../../core/contracts/baby-tracking-status.ts';
import type { stopTimerSchema } from '../../../core/contracts/baby-tracking-status.ts';
import { CLOCK_SKEW_MS, MAX_LOG_MINUTES, type TimerAction } from '../../../core/domain/baby-log.ts';
import type { BabyLogFields } from '../../../core/domain/baby-log-fields.ts';
import { timedSpanProblems } from '../../../core/domain/baby-log-times.ts';
import { nextSide } from '../../../core/domain/baby-day.ts';
import { applyTimerAction, newTimer, stopTimer } from '../../../core/domain/baby-timer.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { conflict, conflictWith, fieldError, notFound } from '../../errors.ts';
import { clockOf, resolveBaby } from './babies.ts';
import { findBaby } from './babies-repository.ts';
import { toBabyLog, toTimer } from './dto.ts';
import { checkFields, checkOverlap, earliestFor, insertLog, refuse, rowValues } from './log-write.ts';
import { latestOfType } from './repository.ts';
import * as repo from './timers-repository.ts';

const MINUTE_MS = 60_000;
const gone = () => notFound('This timer has already been stopped or discarded (perhaps on another phone).');

export async function listTimers(db: Db, userId: string, now = new Date()): Promise<Timer[]> {
  return (await repo.listTimers(db, userId)).map((row) => toTimer(row, now));
}

/** Starts a timer, backdated if she says when it began; a feed starts on the side she chose, else the next side. */
export async function start(db: Db, userId: string, body: StartTimer, now = new Date()): Promise<Timer> {
  const clock = await clockOf(db, userId, now);
  const { baby } = await resolveBaby(db, userId, body.babyId);
  if (body.kind === 'sleep' && body.side) throw fieldError('side', 'A sleep timer has no side');
  let startedAt = now;
  if (body.startedAt) {
    startedAt = new Date(body.startedAt);
    if (startedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw fieldError('startedAt', 'startedAt cannot be in the future');
    if (startedAt > now) startedAt = now;
    if (now.getTime() - startedAt.getTime() > MAX_LOG_MINUTES * MINUTE_MS)
      throw fieldError('startedAt', 'A timer can start at most 24 hours ago');
    if (startedAt < earliestFor(baby, clock.timeZone))
      throw fieldError('startedAt', 'This is before your baby was born: check the date and time');
  }
  const side =
    body.kind === 'feeding'
      ? (body.side ?? nextSide(await latestOfType(db, baby.id, 'feeding', 1))?.side ?? 'left')
      : null;
  const row = await repo.insertTimer(db, {
    ...(body.id ? { id: body.id } : {}),
    userId,
    babyId: baby.id,
    kind: body.kind,
    segments: newTimer(body.kind, side, startedAt),
  });
  if (row) return toTimer(row, now);
  // Her phone's id for it is taken (the same start sent again comes back from its Idempotency-Key instead).
  if (body.id && (await repo.timerOwner(db, body.id)))
    throw conflict('This timer was started already: start a new one.', {
      id: 'id is already the id of a timer: make a new one',
    });
  const running = await repo.timerFor(db, baby.id, body.kind);
  if (!running) throw new Error('A timer was refused as a duplicate but none is running');
  const since = localDateTimeIn(clock.timeZone, new Date(running.segments[0]?.start ?? now)).time;
  const what = body.kind === 'feeding' ? 'A feeding timer' : 'A sleep timer';
  throw conflictWith(
    'timer_running',
    `${what} is already running for this baby (since ${since}). Stop it or use it.`,
    {
      resource: 'baby-timer',
      id: running.id,
      summary: `${what.toLowerCase()} since ${since}`,
      startedAt: running.segments[0]?.start ?? now.toISOString(),
      endedAt: null,
    },
  );
}

/**
 * Switch side, pause or resume (a feeding timer), now or when she pressed it (`at`: an action that waited on her
 * phone for a signal; never before the stretch it ends began, by the timer rule).
 */
export async function act(
  db: Db,
  timerId: string,
  { action, at }: { action: TimerAction; at?: string | undefined },
  now = new Date(),
): Promise<Timer> {
  const when = at ? new Date(at) : now;
  if (when.getTime() > now.getTime() + CLOCK_SKEW_MS) throw fieldError('at', 'at cannot be in the future');
  return db.transaction(async (tx) => {
    const row = await repo.lockTimer(tx, timerId);
    if (!row) throw gone();
    const result = applyTimerAction(row.kind, row.segments, action, when > now ? now : when);
    if ('problem' in result) throw fieldError(result.problem.field, result.problem.message);
    const saved = await repo.saveSegments(tx, timerId, result.segments);
    if (!saved) throw gone();
    return toTimer(saved, now);
  });
}

type Stop = z.output<typeof stopTimerSchema>;

/** Stops the timer and writes its log; if the log is not valid nothing changes and the 400 says why. */
export async function stop(
  db: Db,
  timerId: string,
  input: StopTimer | undefined,
  now = new Date(),
): Promise<BabyLogResponse> {
  const body: Stop = (input ?? {}) as Stop;
  return db.transaction(async (tx) => {
    const row = await repo.lockTimer(tx, timerId);
    if (!row) throw gone();
    const baby = await findBaby(tx, row.babyId);
    if (!baby) throw gone();
    const clock = await clockOf(tx, row.userId, now);
    let endedAt = body.endedAt ? new Date(body.endedAt) : now;
    const span = timedSpanProblems(row.kind, new Date(row.segments[0]?.start ?? now), endedAt, clock);
    if (Object.keys(span).length > 0) refuse(span);
    if (endedAt > now) endedAt = now;
    const stopped = stopTimer(row.segments, endedAt);
    if ('problem' in stopped) refuse({ [stopped.problem.field]: stopped.problem.message });
    if (row.kind === 'sleep' && body.feedingAmount !== undefined)
      refuse({ feedingAmount: 'A sleep has no bottle: stop it without an amount' });
    if (row.kind === 'feeding' && body.sleepQuality !== undefined)
      refuse({ sleepQuality: 'sleepQuality is for a sleep timer' });
    const minutes = Math.round(stopped.activeSeconds / 60);
    const sides = [stopped.leftSeconds > 0 && 'left', stopped.rightSeconds > 0 && 'right'].filter(Boolean);
    const fields: BabyLogFields & { notes?: string | undefined } =
      row.kind === 'feeding'
        ? {
            logType: 'feeding',
            feedingType: body.feedingAmount ? 'both' : 'breast',
            // Under half a minute rounds to nothing: the field rule then says a breastfeed needs its minutes.
            feedingDuration: minutes > 0 ? minutes : null,
            feedingSide: sides.length === 2 ? 'both' : ((sides[0] || null) as 'left' | 'right' | null),
            feedingAmount: body.feedingAmount ?? null,
            notes: body.notes,
          }
        : {
            logType: 'sleep',
            sleepStart: stopped.startedAt.toISOString(),
            sleepEnd: stopped.endedAt.toISOString(),
            sleepQuality: body.sleepQuality ?? null,
            notes: body.notes,
          };
    checkFields(fields);
    const times = {
      startedAt: stopped.startedAt,
      endedAt: stopped.endedAt,
      logDate: localDateTimeIn(clock.timeZone, stopped.startedAt).date,
      endsNextDay: false,
    };
    if (times.startedAt < earliestFor(baby, clock.timeZone))
      refuse({ endedAt: 'This timer started before your baby was born: discard it' });
    if (!body.confirmOverlap)
      await checkOverlap(tx, baby.id, { logType: row.kind, ...times }, clock.timeZone, clock.volumeUnit);
    const values = rowValues(fields, times, {
      leftSeconds: row.kind === 'feeding' ? stopped.leftSeconds : null,
      rightSeconds: row.kind === 'feeding' ? stopped.rightSeconds : null,
      lastSide: stopped.lastSide,
      fromTimer: true,
    });
    const { row: log, signs } = await insertLog(tx, row.userId, baby, values, clock);
    await repo.deleteTimer(tx, timerId);
    return { log: toBabyLog(log, clock.timeZone), signs };
  });
}

export async function discard(db: Db, timerId: string): Promise<void> {
  await repo.deleteTimer(db, timerId);
}

export const timerOwner = repo.timerOwner;
