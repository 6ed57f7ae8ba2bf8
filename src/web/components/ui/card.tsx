import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** cn is plain clsx: a card given its own background must not also get bg-surface, or CSS order picks the winner. */
const hasBackground = (className: string | undefined) => /(^|\s)bg-/.test(className ?? '');

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-border p-5 shadow-sm',
        !hasBackground(className) && 'bg-surface',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h2 className={cn('text-lg font-semibold leading-snug', className)} {...props}>
      {children}
    </h2>
  );
}
