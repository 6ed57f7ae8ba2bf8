import type { HTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A calm sage card for encouragement (the shared Card's own background would win over a colour passed in). */
export function SoftCard({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-border bg-sage-soft p-5', className)} {...props} />;
}
