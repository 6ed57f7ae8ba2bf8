import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { cn } from '../../lib/cn.ts';
import { dayName } from '../../lib/dates.ts';
import { IconButton } from './button.tsx';
import { inputClass } from './field.tsx';

/**
 * A day picker for the trackers: the date field (today by default, never after today) with a step back and forward
 * either side, and the day named ("Today", "Yesterday") so she knows which day she is looking at.
 */
export function DateStepper({
  value,
  today,
  min,
  onChange,
  label = 'Date',
  className,
}: {
  value: string;
  today: string;
  /** The earliest day worth showing (the birth date). */
  min?: string | undefined;
  onChange: (date: string) => void;
  label?: string;
  className?: string;
}) {
  const id = useId();
  const atStart = min !== undefined && value <= min;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}: <span className="font-semibold">{dayName(value, today)}</span>
      </label>
      <div className="flex items-center gap-2">
        <IconButton
          icon={ChevronLeft}
          label="Previous day"
          disabled={atStart}
          onClick={() => onChange(addDays(value, -1))}
          className="shrink-0 border border-border"
        />
        <input
          id={id}
          type="date"
          value={value}
          max={today}
          min={min}
          required
          onChange={(e) => {
            const next = e.target.value;
            // A cleared field or a day after today is not a day she can look at: keep the one on screen.
            if (next && next <= today && (min === undefined || next >= min)) onChange(next);
          }}
          // Below 360 px the picker's icon would crowd out the year; on a phone a tap on the field opens the picker.
          className={cn(
            inputClass,
            'min-w-0 flex-1 px-2 text-center max-[359px]:[&::-webkit-calendar-picker-indicator]:hidden',
          )}
        />
        <IconButton
          icon={ChevronRight}
          label="Next day"
          disabled={value >= today}
          onClick={() => onChange(addDays(value, 1))}
          className="shrink-0 border border-border"
        />
      </div>
    </div>
  );
}
