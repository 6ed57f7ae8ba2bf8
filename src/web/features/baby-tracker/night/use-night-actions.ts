import { useState } from 'react';
import type { CreateBabyLog } from '../../../../core/contracts/baby-tracking-logs.ts';
import type { BabyLogResponse, Timer } from '../../../../core/contracts/baby-tracking-status.ts';
import type { VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { useDeleteBabyLog } from '../../../api/baby-tracking/delete-baby-log.ts';
import { useDiscardTimer } from '../../../api/baby-tracking/discard-timer.ts';
import { useLogBaby } from '../../../api/baby-tracking/log-baby.ts';
import { useStartTimer } from '../../../api/baby-tracking/start-timer.ts';
import { useStopTimer } from '../../../api/baby-tracking/stop-timer.ts';
import { useTimerAction } from '../../../api/baby-tracking/timer-action.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { durationText, formatInstantTime } from '../../../lib/dates.ts';
import { amountText } from '../log-text.ts';
import type { NightAction } from './night-tiles.tsx';
import type { Undoable } from './use-undo.ts';

const isOverlap = (err: unknown) =>
  err instanceof ApiRequestError && err.status === 409 && err.body?.code === 'overlap';

/**
 * What each night tile does, through the same endpoints as the tracker: a log or a timer start can be undone for
 * five seconds (the log deleted, the timer discarded); an overlap offers "Save anyway".
 */
export function useNightActions({
  userId,
  babyId,
  timeZone,
  unit,
  feed,
  sleep,
  offerUndo,
}: {
  userId: string;
  babyId: string | undefined;
  timeZone: string;
  unit: VolumeUnit;
  feed: Timer | undefined;
  sleep: Timer | undefined;
  offerUndo: (u: Undoable) => void;
}) {
  const start = useStartTimer(userId);
  const act = useTimerAction(userId);
  const stop = useStopTimer(userId);
  const discard = useDiscardTimer(userId);
  const log = useLogBaby(userId);
  const remove = useDeleteBabyLog(userId);
  const [error, setError] = useState<{ err: unknown; retryAnyway?: () => void } | null>(null);
  const at = () => formatInstantTime(new Date().toISOString(), { timeZone });
  const fail = (err: unknown) => setError({ err });

  const addLog = (body: Omit<CreateBabyLog, 'babyId'>, label: string) =>
    log.mutate(
      { ...body, ...(babyId ? { babyId } : {}) },
      {
        onSuccess: (res) =>
          offerUndo({ label: `${label} logged at ${at()}`, undo: () => remove.mutateAsync(res.log.id) }),
        onError: (err) =>
          setError({
            err,
            ...(isOverlap(err)
              ? { retryAnyway: () => addLog({ ...body, confirmOverlap: true }, label) }
              : {}),
          }),
      },
    );
  const startTimer = (kind: 'feeding' | 'sleep', side?: 'left' | 'right') =>
    start.mutate(
      { ...(babyId ? { babyId } : {}), kind, ...(side ? { side } : {}) },
      {
        onSuccess: ({ timer }) =>
          offerUndo({
            label: `${kind === 'sleep' ? 'Sleep' : `${side === 'left' ? 'Left' : 'Right'} feed`} started at ${at()}`,
            undo: () => discard.mutateAsync(timer.id),
          }),
        onError: fail,
      },
    );
  const stopTimer = (timer: Timer, what: string, confirmOverlap = false) =>
    stop.mutate(
      { timerId: timer.id, ...(confirmOverlap ? { confirmOverlap } : {}) },
      {
        onSuccess: (res: BabyLogResponse) =>
          offerUndo({
            label: `${what} saved: ${durationText((Date.parse(res.log.endedAt) - Date.parse(res.log.startedAt)) / 60_000)}`,
          }),
        onError: (err) =>
          setError({ err, ...(isOverlap(err) ? { retryAnyway: () => stopTimer(timer, what, true) } : {}) }),
      },
    );

  const run = (a: NightAction, ml?: number) => {
    setError(null);
    switch (a.kind) {
      case 'feed':
        return startTimer('feeding', a.side);
      case 'switch':
        return feed && act.mutate({ timerId: feed.id, action: 'switch' }, { onError: fail });
      case 'stop-feed':
        return feed && stopTimer(feed, 'Feed');
      case 'bottle':
        return (
          ml !== undefined &&
          addLog(
            { logType: 'feeding', feedingType: 'bottle', feedingAmount: ml },
            `Bottle of ${amountText(ml, unit)}`,
          )
        );
      case 'diaper':
        return addLog(
          { logType: 'diaper', diaperType: a.type },
          a.type === 'wet' ? 'Wet nappy' : 'Dirty nappy',
        );
      case 'sleep':
        return startTimer('sleep');
      case 'wake':
        return sleep && stopTimer(sleep, 'Sleep');
      default: {
        const never: never = a;
        throw new Error(`Unknown night action ${JSON.stringify(never)}`);
      }
    }
  };

  return {
    run,
    fail,
    error,
    busy:
      start.isPending ||
      act.isPending ||
      stop.isPending ||
      log.isPending ||
      remove.isPending ||
      discard.isPending,
  };
}
