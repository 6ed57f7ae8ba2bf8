import { useId } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

const weeks = Array.from({ length: 42 }, (_, i) => i + 1);

/** Before onboarding: all pregnancy activities, or those of a week she picks. */
export function WeekSelect({
  week,
  onChange,
}: {
  week: number | null;
  onChange: (w: number | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Pregnancy week
      </label>
      <select
        id={id}
        value={week ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className={cn(inputClass, 'appearance-auto')}
      >
        <option value="">All weeks</option>
        {weeks.map((w) => (
          <option key={w} value={w}>
            Week {w}
          </option>
        ))}
      </select>
    </div>
  );
}
