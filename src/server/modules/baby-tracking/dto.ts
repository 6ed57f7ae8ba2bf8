/** Rows -> the baby-tracking contract's shapes (contracts/baby-tracking-*.ts). */
import type { Baby } from '../../../core/contracts/baby-tracking-babies.ts';
import type { BabyLog } from '../../../core/contracts/baby-tracking-logs.ts';
import type { BabySign, Timer } from '../../../core/contracts/baby-tracking-status.ts';
import { babyAge } from '../../../core/domain/baby-age.ts';
import type { LogFacts } from '../../../core/domain/baby-day.ts';
import { timerState } from '../../../core/domain/baby-timer.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import type { BabyRow } from './babies-repository.ts';
import type { BabyLogRow } from './repository.ts';
import type { TimerRow } from './timers-repository.ts';

/** Her clock and calendar, for ages and days. */
export interface Clock {
  now: Date;
  timeZone: string;
  today: string;
  /** Her pregnancy's due date (the corrected age counts from it). */
  dueDate: string | null;
}

export const toBaby = (row: BabyRow, isFirst: boolean, clock: Clock): Baby => ({
  id: row.id,
  name: row.name,
  birthDate: row.birthDate,
  birthTime: row.birthTime,
  sex: row.sex,
  birthWeightGrams: row.birthWeightGrams,
  isFirst,
  createdAt: row.createdAt.toISOString(),
  age: babyAge(row, clock.dueDate, clock.timeZone, clock.now, clock.today),
});

export function toBabyLog(row: BabyLogRow, timeZone: string): BabyLog {
  const sleep = row.logType === 'sleep';
  return {
    id: row.id,
    userId: row.userId,
    babyId: row.babyId,
    logType: row.logType,
    logDate: row.logDate,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notes: row.notes,
    feedingType: row.feedingType,
    feedingDuration: row.feedingDuration,
    feedingAmount: row.feedingAmount,
    feedingSide: row.feedingSide,
    leftSeconds: row.leftSeconds,
    rightSeconds: row.rightSeconds,
    lastSide: row.lastSide,
    diaperType: row.diaperType,
    diaperNotes: row.diaperNotes,
    stoolColor: row.stoolColor,
    sleepStart: sleep ? row.startedAt.toISOString() : null,
    sleepEnd: sleep ? row.endedAt.toISOString() : null,
    sleepDuration: sleep ? Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 60_000) : null,
    sleepQuality: row.sleepQuality,
    sleepNotes: row.sleepNotes,
    // Only a sleep is shown as ending the next day (and her zone is read only for it: a day holds a few).
    endsNextDay: sleep && localDateTimeIn(timeZone, row.endedAt).date > row.logDate,
    fromTimer: row.fromTimer,
  };
}

/** What the pure rules read of a row (the row has every field they need). */
export const toFacts = (row: BabyLogRow): LogFacts => row;

export function toTimer(row: TimerRow, now: Date): Timer {
  return {
    id: row.id,
    babyId: row.babyId,
    kind: row.kind,
    ...timerState(row.segments, now),
    asOf: now.toISOString(),
  };
}

export const toSign = (sign: {
  signId: string;
  level: 'warning' | 'sign';
  reason: string;
  since: Date;
  flagId: string | null;
}): BabySign => ({ ...sign, since: sign.since.toISOString() });
