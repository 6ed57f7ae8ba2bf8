import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const TONE = { sage: 'accent-[var(--color-sage)]', primary: 'accent-[var(--color-primary)]' } as const;

/** A tick as a whole row (44 px and more): the box, then what it is about; tapping anywhere on it ticks. */
export function CheckRow({
  checked,
  onChange,
  tone = 'sage',
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  tone?: keyof typeof TONE;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-12 flex-1 cursor-pointer items-start gap-3 rounded-xl px-2 py-2.5 hover:bg-surface-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={cn('mt-0.5 h-6 w-6 shrink-0', TONE[tone])}
      />
      <span className="min-w-0">{children}</span>
    </label>
  );
}
