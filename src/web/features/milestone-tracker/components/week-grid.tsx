import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { WeekCell } from '../milestone-view.ts';

/**
 * The 13 week cells (0-12), each with its completion: the baby's week starred, the weeks before it tinted, the
 * chosen one outlined and pressed. The star and the words say it too, never the colour alone.
 */
export function WeekGrid({
  cells,
  selected,
  onSelect,
}: {
  cells: readonly WeekCell[];
  selected: number;
  onSelect: (week: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Milestone weeks"
      className="grid grid-cols-5 gap-2 sm:grid-cols-7 lg:grid-cols-13"
    >
      {cells.map((c) => (
        <button
          key={c.week}
          type="button"
          aria-pressed={c.week === selected}
          aria-label={`Week ${String(c.week)}, ${String(c.percent)}% observed${c.current ? ', your baby’s week' : ''}`}
          onClick={() => onSelect(c.week)}
          className={cn(
            'flex min-h-16 flex-col items-center justify-center rounded-xl border px-1 py-2 transition-colors',
            c.past ? 'bg-surface-2' : 'bg-surface',
            c.week === selected ? 'border-2 border-primary' : 'border-border hover:bg-surface-2',
          )}
        >
          <span className="flex items-center gap-0.5 text-sm font-semibold">
            W{c.week}
            {c.current ? <Star aria-hidden className="h-3 w-3 shrink-0 fill-primary text-primary" /> : null}
          </span>
          <span className="text-sm text-muted">{c.percent}%</span>
        </button>
      ))}
    </div>
  );
}
