import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

const weeks = Array.from({ length: 42 }, (_, i) => i + 1);

/** Previous / a week select (1-42) / next. `compact` keeps the label for screen readers only. */
export function WeekPicker({
  week,
  onChange,
  label = 'Pregnancy week',
  compact = false,
}: {
  week: number | null;
  onChange: (week: number) => void;
  label?: string;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn('flex gap-2', compact ? 'items-center' : 'items-end')}>
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous week"
        disabled={week === null || week <= 1}
        onClick={() => week !== null && onChange(week - 1)}
      >
        <ChevronLeft aria-hidden className="h-5 w-5" />
      </Button>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={compact ? 'sr-only' : 'mb-1 block text-sm font-medium'}>
          {label}
        </label>
        <select
          id={id}
          value={week ?? ''}
          onChange={(e) => onChange(Number(e.target.value))}
          className={cn(inputClass, 'appearance-auto')}
        >
          {week === null ? (
            <option value="" disabled>
              Choose a week
            </option>
          ) : null}
          {weeks.map((w) => (
            <option key={w} value={w}>
              Week {w}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next week"
        disabled={week === null || week >= 42}
        onClick={() => week !== null && onChange(week + 1)}
      >
        <ChevronRight aria-hidden className="h-5 w-5" />
      </Button>
    </div>
  );
}
