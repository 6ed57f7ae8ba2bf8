import { useId } from 'react';
import type { StopTimer } from '../../../../core/contracts/baby-tracking-status.ts';
import {
  mlFrom,
  SLEEP_QUALITY_LABELS,
  type TimerKind,
  type VolumeUnit,
} from '../../../../core/domain/baby-log.ts';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { pastInstant } from '../timer-clock.ts';

export interface StopChoice {
  /** HH:mm on her clock, when she forgot to stop it; '' is now. */
  endedAt: string;
  /** A top-up bottle given with the breastfeed, in her unit. */
  topUp: string;
  quality: string;
}

/**
 * What stopping sends: the end she gave (today, or yesterday if later than now), the top-up in ml, the quality. A
 * top-up that is not a number is NaN, which JSON sends as null: the server refuses it, naming the field.
 */
export function stopBody(
  c: StopChoice,
  at: { today: string; timeZone: string; unit: VolumeUnit; confirmOverlap: boolean },
): StopTimer {
  return {
    ...(c.endedAt ? { endedAt: pastInstant(c.endedAt, at.today, at.timeZone) } : {}),
    ...(c.topUp.trim() ? { feedingAmount: mlFrom(at.unit, Number(c.topUp)) } : {}),
    ...(c.quality ? { sleepQuality: Number(c.quality) } : {}),
    ...(at.confirmOverlap ? { confirmOverlap: true } : {}),
  };
}

/** Folded under the timer: when it really ended, a top-up bottle, how the sleep was. */
export function StopOptions({
  kind,
  unit,
  value,
  onChange,
  open,
}: {
  kind: TimerKind;
  unit: VolumeUnit;
  value: StopChoice;
  onChange: (c: StopChoice) => void;
  /** Open from the start (a refused stop opened here to change its time). */
  open?: boolean;
}) {
  const id = useId();
  return (
    <details className="mt-3" open={open}>
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
        {kind === 'feeding' ? 'Ended earlier, or a top-up bottle?' : 'Woke earlier, or how the sleep was?'}
      </summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <Field
          label={kind === 'feeding' ? 'It ended at' : 'Woke up at'}
          type="time"
          value={value.endedAt}
          onChange={(e) => onChange({ ...value, endedAt: e.target.value })}
        />
        {kind === 'feeding' ? (
          <Field
            label={`Top-up bottle (${unit === 'ml' ? 'ml' : 'fl oz'})`}
            inputMode="decimal"
            placeholder={unit === 'ml' ? '30' : '1'}
            value={value.topUp}
            onChange={(e) => onChange({ ...value, topUp: e.target.value })}
          />
        ) : (
          <div className="space-y-1.5">
            <label htmlFor={`${id}-q`} className="block text-sm font-medium">
              Sleep quality
            </label>
            <select
              id={`${id}-q`}
              className={inputClass}
              value={value.quality}
              onChange={(e) => onChange({ ...value, quality: e.target.value })}
            >
              {SLEEP_QUALITY_LABELS.map((label, i) => (
                <option key={label} value={String(i + 1)}>
                  {String(i + 1)} · {label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </details>
  );
}
