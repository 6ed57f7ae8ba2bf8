import { cn } from '../../lib/cn.ts';

const FILL = { primary: 'bg-primary', sage: 'bg-sage', white: 'bg-white' } as const;

export interface ProgressBarProps {
  /** Where she is, between min and max (a step, sessions, items packed, a percent). */
  value: number;
  max: number;
  min?: number;
  /** Its accessible name. */
  label: string;
  /** What a screen reader says for the value ("Step 2 of 5"), when the number alone would not say it. */
  valueText?: string;
  /** The fill: primary, sage for a goal or a bag, white on a coloured card. */
  tone?: keyof typeof FILL;
  /** Thickness and the track's colour, or spacing around it. */
  className?: string;
}

/** A calm progress bar: the words beside it carry the meaning; colour never does alone. */
export function ProgressBar({
  value,
  max,
  min = 0,
  label,
  valueText,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const span = max - min;
  const percent = span <= 0 ? 0 : Math.min(100, Math.max(0, Math.round(((value - min) / span) * 100)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-surface-2', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', FILL[tone])}
        style={{ width: `${String(percent)}%` }}
      />
    </div>
  );
}
