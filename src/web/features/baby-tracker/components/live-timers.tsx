import type { ShownTimer } from '../../../api/baby-tracking/shown-timers.ts';
import { type BreastSide, TIMER_KINDS, type VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { useWakeLock } from '../use-wake-lock.ts';
import type { StopChoice } from './stop-options.tsx';
import { TimerCard } from './timer-card.tsx';
import { TimerStart } from './timer-start.tsx';

/**
 * The baby's running timers, and the start buttons for the kinds not running. While one runs the screen is kept
 * awake where the browser allows it.
 */
export function LiveTimers({
  userId,
  babyId,
  timers,
  nextSide,
  today,
  timeZone,
  unit,
  fixing,
}: {
  /** A refused stop opened to change its time: its timer, and what it sent. */
  fixing?: { timerId: string; writeId: string; choice: StopChoice; onDone: () => void } | undefined;
  userId: string;
  babyId: string;
  timers: readonly ShownTimer[];
  nextSide: BreastSide | null;
  today: string;
  timeZone: string;
  unit: VolumeUnit;
}) {
  const awake = useWakeLock(timers.some((t) => t.status === 'running'));
  const idle = TIMER_KINDS.filter((k) => !timers.some((t) => t.kind === k));
  return (
    <div className="space-y-3">
      {timers.map((t) => (
        <TimerCard
          key={t.id}
          timer={t}
          userId={userId}
          today={today}
          timeZone={timeZone}
          unit={unit}
          fixing={fixing?.timerId === t.id ? fixing : undefined}
        />
      ))}
      {awake === 'held' ? (
        <p className="text-center text-sm text-muted">The screen stays on while the timer runs.</p>
      ) : null}
      {idle.length > 0 ? (
        <TimerStart
          userId={userId}
          babyId={babyId}
          kinds={idle}
          nextSide={nextSide}
          today={today}
          timeZone={timeZone}
        />
      ) : null}
    </div>
  );
}
