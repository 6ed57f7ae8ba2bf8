import { type InputHTMLAttributes, forwardRef, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './field.tsx';

/**
 * A labelled range (1-10 ratings, litres of water) with its value shown large beside the label and the ends named
 * under it ("1 Very low" ... "10 Very good"), so she reads the scale without guessing its direction.
 */
export const SliderField = forwardRef<
  HTMLInputElement,
  {
    label: string;
    /** What she sees as the value (e.g. "2.5 L"). */
    valueText: string;
    low?: string;
    high?: string;
    error?: string | undefined;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function SliderField({ label, valueText, low, high, error, className, ...input }, ref) {
  const id = useId();
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-lg font-semibold text-primary tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        ref={ref}
        id={id}
        type="range"
        aria-valuetext={valueText}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 w-full cursor-pointer accent-primary"
        {...input}
      />
      {low || high ? (
        <div aria-hidden className="flex justify-between text-sm text-muted">
          <span>{low}</span>
          <span>{high}</span>
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});
