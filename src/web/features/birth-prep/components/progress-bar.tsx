import type { BagProgress } from '../../../../core/domain/hospital-bag.ts';

/** A calm bar for "12 of 45 packed"; the words beside it carry the meaning. */
export function ProgressBar({ progress, label }: { progress: BagProgress; label: string }) {
  const pct = progress.total === 0 ? 0 : Math.round((progress.packed / progress.total) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={progress.total}
      aria-valuenow={progress.packed}
      className="h-2 overflow-hidden rounded-full bg-surface-2"
    >
      <div className="h-full rounded-full bg-sage transition-[width]" style={{ width: `${String(pct)}%` }} />
    </div>
  );
}
