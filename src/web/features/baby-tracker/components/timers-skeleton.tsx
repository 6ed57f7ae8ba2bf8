import { Skeleton } from '../../../components/ui/skeleton.tsx';

/**
 * Stands in for the timers and the last feed while they load, at the size they usually come in (no timer running:
 * the two start buttons, the sleep timer's, "Started earlier?", then the two status boxes), so the day's counters
 * and the forms below do not jump down the screen when they arrive.
 */
export function TimersSkeleton() {
  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <p role="status" className="sr-only">
          Loading the timers...
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-12" />
        <div className="h-11" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-[6.8rem]" />
        <Skeleton className="h-[6.8rem]" />
      </div>
    </div>
  );
}
