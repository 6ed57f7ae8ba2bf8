import { type InputHTMLAttributes, type ReactNode, forwardRef, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './field.tsx';

export interface PillOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * One choice of a few, as large pills: real radio buttons underneath (arrow keys move between them, a form library
 * registers them like any input), styled so the chosen one is filled and marked with a tick, not by colour alone.
 */
export const ChoicePills = forwardRef<
  HTMLInputElement,
  {
    legend: string;
    options: readonly PillOption<string>[];
    error?: string | undefined;
    /** Stretch the pills across the row (two or three big targets). */
    fill?: boolean;
    className?: string;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>
>(function ChoicePills({ legend, options, error, fill = false, className, ...input }, ref) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={cn('mt-1.5 flex flex-wrap gap-2', fill && 'grid auto-cols-fr grid-flow-col')}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'relative inline-flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-full border border-border bg-surface px-4 text-center font-medium transition-colors select-none hover:bg-surface-2',
              'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg',
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
            <input ref={ref} type="radio" value={o.value} className="peer sr-only" {...input} />
            <span aria-hidden className="hidden peer-checked:inline">
              ✓
            </span>
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
});
