/**
 * Her baby logs still waiting on her phone for a signal (typed in, or a timer she stopped), read as the server will
 * read them once they are sent: whose baby, which instants, and the facts the day's rules count. The last feed and
 * wet nappy (shown-latest.ts) and the day's counts (shown-day.ts) both read the queue through these.
 */
import type { CreateBabyLog } from '../../../core/contracts/baby-tracking-logs.ts';
import { type LogFacts, NO_DETAILS } from '../../../core/domain/baby-day.ts';
import { resolveBabyLogTimes } from '../../../core/domain/baby-log-times.ts';
import type { QueuedWrite } from '../../lib/offline-queue.ts';
import type { StoppedTimer } from './shown-timers.ts';

/** Her logs of this baby waiting to send (a log that names no baby is the first baby's, as the server decides). */
function waitingLogs(
  writes: readonly QueuedWrite[],
  baby: { id: string; isFirst: boolean },
): { id: string; body: CreateBabyLog; queuedAt: string }[] {
  return writes.flatMap((w) => {
    if (w.refused || w.endpoint !== 'POST /api/baby-tracking') return [];
    const body = (w as QueuedWrite<'POST /api/baby-tracking'>).input.body;
    const mine = body.babyId ? body.babyId === baby.id : baby.isFirst;
    return mine ? [{ id: w.id, body, queuedAt: w.queuedAt }] : [];
  });
}

/** A waiting log's instants, as the server will decide them (the shared time rule, at the moment she made it). */
function spanOf(body: CreateBabyLog, queuedAt: string, timeZone: string) {
  return resolveBabyLogTimes(body, { now: new Date(queuedAt), timeZone }).times;
}

/**
 * One baby's logs waiting to send, typed in or a timer she stopped with no signal (a stopped feed timer is a
 * breastfeed), as the day's rules read them; a log whose times the server would refuse counts for nothing.
 */
export function waitingFacts(
  writes: readonly QueuedWrite[],
  baby: { id: string; isFirst: boolean },
  stopped: readonly StoppedTimer[],
  timeZone: string,
): LogFacts[] {
  const typed = waitingLogs(writes, baby).flatMap(({ id, body, queuedAt }): LogFacts[] => {
    const span = spanOf(body, queuedAt, timeZone);
    if (!span) return [];
    const feed = body.logType === 'feeding';
    const diaper = body.logType === 'diaper';
    return [
      {
        ...NO_DETAILS,
        id,
        logType: body.logType,
        startedAt: span.startedAt,
        endedAt: span.endedAt,
        feedingType: feed ? (body.feedingType ?? 'breast') : null,
        feedingDuration: feed ? (body.feedingDuration ?? null) : null,
        feedingAmount: feed && typeof body.feedingAmount === 'number' ? body.feedingAmount : null,
        feedingSide: feed && body.feedingType !== 'bottle' ? (body.feedingSide ?? null) : null,
        diaperType: diaper ? (body.diaperType ?? null) : null,
      },
    ];
  });
  const timed = stopped
    .filter((s) => s.babyId === baby.id)
    .map(
      (s): LogFacts => ({
        ...NO_DETAILS,
        id: s.writeId,
        logType: s.kind,
        startedAt: new Date(s.startedAt),
        endedAt: new Date(s.endedAt),
        feedingType: s.kind === 'feeding' ? 'breast' : null,
      }),
    );
  return [...typed, ...timed];
}
