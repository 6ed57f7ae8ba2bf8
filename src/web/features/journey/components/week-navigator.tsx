import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

const arrow =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-border bg-surface';

/** Week navigator bounded to [min, max], with a progress bar against 40 weeks when pregnant. */
export function WeekNavigator({
  week,
  min,
  max,
  hrefFor,
  label,
  progressOf,
}: {
  week: number;
  min: number;
  max: number;
  hrefFor: (w: number) => string;
  label: string;
  progressOf: number | null;
}) {
  const percent = progressOf === null ? null : Math.round(Math.min(1, progressOf) * 100);
  return (
    <nav aria-label="Week navigator" className="space-y-3 rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        {week > min ? (
          <Link to={hrefFor(week - 1)} className={arrow} aria-label="Previous week">
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </Link>
        ) : (
          <span className={cn(arrow, 'opacity-40')} aria-hidden>
            <ChevronLeft className="h-5 w-5" />
          </span>
        )}
        <p className="text-center text-xl font-semibold" aria-live="polite">
          {label}
        </p>
        {week < max ? (
          <Link to={hrefFor(week + 1)} className={arrow} aria-label="Next week">
            <ChevronRight aria-hidden className="h-5 w-5" />
          </Link>
        ) : (
          <span className={cn(arrow, 'opacity-40')} aria-hidden>
            <ChevronRight className="h-5 w-5" />
          </span>
        )}
      </div>
      {percent !== null ? <ProgressBar label="Progress through pregnancy" value={percent} max={100} /> : null}
    </nav>
  );
}
