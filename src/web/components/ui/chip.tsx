import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A filter chip: a toggle button (aria-pressed) that looks like a pill. */
export function Chip({
  selected,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { selected: boolean }) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium capitalize transition-colors',
        selected
          ? 'border-primary bg-primary text-primary-fg'
          : 'border-border bg-surface text-fg hover:bg-surface-2',
        className,
      )}
      {...props}
    />
  );
}
