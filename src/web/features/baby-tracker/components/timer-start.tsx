import { Moon, Play } from 'lucide-react';
import { useId, useState } from 'react';
import type { BreastSide, TimerKind } from '../../../../core/domain/baby-log.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { useStartTimer } from '../../../api/baby-tracking/start-timer.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { pastInstant } from '../timer-clock.ts';

/**
 * Starting a live timer (docs/product.md, "Timers"): a breastfeed on the left or the right (the side to offer next
 * marked), or a sleep; "Started earlier?" backdates the start when she remembers only once the baby is latched.
 */
export function TimerStart({
  userId,
  babyId,
  kinds,
  nextSide,
  today,
  timeZone,
}: {
  userId: string;
  babyId: string;
  /** The kinds with no timer running for this baby. */
  kinds: readonly TimerKind[];
  nextSide: BreastSide | null;
  today: string;
  timeZone: string;
}) {
  const id = useId();
  const start = useStartTimer(userId);
  const [earlier, setEarlier] = useState('');
  const go = (kind: TimerKind, side?: BreastSide) =>
    start.mutate(
      {
        babyId,
        kind,
        ...(side ? { side } : {}),
        ...(earlier ? { startedAt: pastInstant(earlier, today, timeZone) } : {}),
      },
      { onSuccess: () => setEarlier('') },
    );
  return (
    <div className="space-y-3">
      {kinds.includes('feeding') ? (
        <div className="grid grid-cols-2 gap-3">
          {(['left', 'right'] as const).map((side) => (
            <Button
              key={side}
              size="lg"
              variant={side === nextSide ? 'primary' : 'secondary'}
              disabled={start.isPending}
              onClick={() => go('feeding', side)}
              className="min-h-16 flex-col gap-0"
            >
              <span className="inline-flex items-center gap-2">
                <Play aria-hidden className="h-5 w-5 shrink-0" /> Start {side}
              </span>
              {side === nextSide ? <span className="text-sm font-normal">Next side</span> : null}
            </Button>
          ))}
        </div>
      ) : null}
      {kinds.includes('sleep') ? (
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          disabled={start.isPending}
          onClick={() => go('sleep')}
        >
          <Moon aria-hidden className="h-5 w-5" /> Start sleep timer
        </Button>
      ) : null}
      <details className="rounded-xl">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
          Started earlier?
        </summary>
        <Field
          id={`${id}-earlier`}
          className="mt-2"
          label="It started at"
          type="time"
          hint="The timer counts from then. A time later than now means yesterday."
          value={earlier}
          onChange={(e) => setEarlier(e.target.value)}
        />
      </details>
      <FieldError message={start.isError ? errorMessage(start.error) : undefined} />
    </div>
  );
}
