import { cn } from '../../lib/cn.ts';

/**
 * A quiet stand-in for something still loading, the size of what replaces it, so the page does not jump when it
 * comes (layout shift, issue 21). Hidden from screen readers: the loading text beside it says what is coming.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-2xl bg-surface-2', className)} />;
}
