import { ArrowLeftRight, Clock, Pause, Play, Square, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { Conflict } from '../../../../core/contracts/errors.ts';
import type { VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';
import { useDiscardTimer } from '../../../api/baby-tracking/discard-timer.ts';
import type { ShownTimer } from '../../../api/baby-tracking/shown-timers.ts';
import { useStopTimer } from '../../../api/baby-tracking/stop-timer.ts';
import { useTimerAction } from '../../../api/baby-tracking/timer-action.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { discardWrite } from '../../../lib/offline-queue.ts';
import { clockText, durationText, formatInstantTime, spokenClock } from '../../../lib/dates.ts';
import { timerClock } from '../timer-clock.ts';
import { useNow } from '../../../lib/use-now.ts';
import { OverlapWarning } from '../../../components/overlap-warning.tsx';
import { StopOptions, type StopChoice, stopBody } from './stop-options.tsx';

const other = (side: string | null) => (side === 'left' ? 'right' : 'left');

/**
 * A live timer kept on the server (docs/product.md, "Timers"): its clock ticks here; a feed switches side, pauses
 * and resumes; stopping writes the log, and when the server refuses the log the timer keeps running and the reason
 * shows. A timer her partner started on another phone shows the same way. With no signal every press waits on her
 * phone and shows at once, the card marked "Waiting to send". A stop the server refused after it waited
 * (`fixing`: it overlapped another entry) opens here with its end time, to change it; once saved it leaves the queue.
 */
export function TimerCard({
  timer,
  userId,
  today,
  timeZone,
  unit,
  fixing,
}: {
  timer: ShownTimer;
  userId: string;
  today: string;
  timeZone: string;
  unit: VolumeUnit;
  fixing?: { writeId: string; choice: StopChoice; onDone: () => void } | undefined;
}) {
  const now = useNow(timer.status === 'running');
  // A shown timer's asOf is this phone's clock (shown-timers.ts): it counts on from there.
  const clock = timerClock(timer, Date.parse(timer.asOf), now);
  const action = useTimerAction(userId);
  const stop = useStopTimer(userId);
  const discard = useDiscardTimer(userId);
  const [choice, setChoice] = useState<StopChoice>(
    fixing?.choice ?? { endedAt: '', topUp: '', quality: timer.kind === 'sleep' ? '3' : '' },
  );
  const [overlap, setOverlap] = useState<Conflict | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const feeding = timer.kind === 'feeding';
  const running = timer.status === 'running';
  const title = feeding ? 'Breastfeeding' : 'Sleeping';
  const state = running ? (feeding ? `on the ${timer.side ?? 'left'}` : 'now') : 'paused';

  const save = (confirmOverlap = false) => {
    const body = stopBody(choice, { today, timeZone, unit, confirmOverlap });
    stop.mutate(
      { timerId: timer.id, ...body },
      {
        onSuccess: (res) => {
          setOverlap(null);
          if (fixing) {
            void discardWrite(fixing.writeId);
            fixing.onDone();
          }
          toast.success(
            res.sent
              ? `${feeding ? 'Feed' : 'Sleep'} saved: ${durationText((Date.parse(res.output.log.endedAt) - Date.parse(res.output.log.startedAt)) / 60_000)}`
              : `${feeding ? 'Feed' : 'Sleep'} kept on your phone: it will be sent when you are back online`,
          );
        },
        onError: (err) => {
          const conflict = err instanceof ApiRequestError ? err.body?.conflict : undefined;
          setOverlap(
            err instanceof ApiRequestError && err.body?.code === 'overlap' && conflict ? conflict : null,
          );
        },
      },
    );
  };
  const stopError =
    stop.isError && !overlap
      ? [
          errorMessage(stop.error),
          ...Object.values((stop.error instanceof ApiRequestError && stop.error.body?.fields) || {}),
        ]
          .filter((m, i, all) => all.indexOf(m) === i)
          .join(' ')
      : null;

  return (
    <section
      aria-label={`${title} timer`}
      className="rounded-2xl border-2 border-primary bg-surface p-4 shadow-sm"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold">
          {title} <span className="font-normal">{state}</span>
        </span>
        <span className="text-sm text-muted">Started {formatInstantTime(timer.startedAt, { timeZone })}</span>
      </p>
      {timer.waiting ? (
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted" data-testid="timer-waiting">
          <Clock aria-hidden className="h-4 w-4" /> Waiting to send
        </p>
      ) : null}
      <p
        role="timer"
        aria-label={`${title} for ${spokenClock(clock.elapsed)}`}
        className="my-2 text-center text-5xl font-semibold tabular-nums"
      >
        {clockText(clock.elapsed)}
      </p>
      {feeding ? (
        <p className="text-center tabular-nums">
          Left {clockText(clock.left)} · Right {clockText(clock.right)}
        </p>
      ) : null}
      {feeding ? (
        <div className="mt-4 grid gap-2 min-[400px]:grid-cols-2">
          <Button
            variant="secondary"
            size="lg"
            disabled={action.isPending}
            onClick={() => action.mutate({ timerId: timer.id, action: 'switch' })}
          >
            <ArrowLeftRight aria-hidden className="h-5 w-5" /> Switch to {other(timer.side)}
          </Button>
          <Button
            variant="outline"
            size="lg"
            disabled={action.isPending}
            onClick={() => action.mutate({ timerId: timer.id, action: running ? 'pause' : 'resume' })}
          >
            {running ? <Pause aria-hidden className="h-5 w-5" /> : <Play aria-hidden className="h-5 w-5" />}
            {running ? 'Pause' : 'Resume'}
          </Button>
        </div>
      ) : null}
      {action.isError ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          {errorMessage(action.error)}
        </p>
      ) : null}
      <StopOptions
        kind={timer.kind}
        unit={unit}
        value={choice}
        onChange={setChoice}
        open={fixing !== undefined}
      />
      {overlap ? (
        <div className="mt-3">
          <OverlapWarning
            conflict={overlap}
            pending={stop.isPending}
            onSaveAnyway={() => save(true)}
            onChange={() => setOverlap(null)}
          />
        </div>
      ) : (
        <Button size="lg" className="mt-3 w-full" disabled={stop.isPending} onClick={() => save()}>
          <Square aria-hidden className="h-5 w-5" /> {stop.isPending ? 'Saving...' : 'Stop and save'}
        </Button>
      )}
      {stopError ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          The timer is still running. {stopError}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => setConfirmDiscard(true)}>
        <Trash2 aria-hidden className="h-4 w-4" /> Discard timer
      </Button>
      <ConfirmDelete
        target={confirmDiscard ? timer.id : null}
        mutation={discard}
        title="Discard this timer?"
        description="Nothing is saved for it."
        confirmLabel="Discard"
        pendingLabel="Discarding..."
        onClose={() => setConfirmDiscard(false)}
      />
    </section>
  );
}
