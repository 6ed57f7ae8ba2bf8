import { Pencil, Plus, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Baby } from '../../../../core/contracts/baby-tracking-babies.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { babyAgeLine, babyLabel } from '../../../lib/baby-age-text.ts';

/**
 * Which baby the tracker shows: her age (and corrected age), a switch between twins (a running timer marked on
 * each), and adding a baby or correcting one's details.
 */
export function BabyHeader({
  babies,
  selected,
  timing,
  onSelect,
  onAdd,
  onEdit,
  action,
}: {
  babies: readonly Baby[];
  selected: Baby;
  /** Babies with a timer running (on this phone or another). */
  timing: ReadonlySet<string>;
  onSelect: (babyId: string) => void;
  onAdd: () => void;
  onEdit: () => void;
  /** Beside her name: the way into night mode. */
  action?: ReactNode;
}) {
  const index = babies.findIndex((b) => b.id === selected.id);
  return (
    <div className="space-y-3">
      {babies.length > 1 ? (
        <div role="group" aria-label="Baby" className="flex flex-wrap gap-2">
          {babies.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-pressed={b.id === selected.id}
              onClick={() => onSelect(b.id)}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-5 font-semibold transition-colors',
                b.id === selected.id
                  ? 'border-primary bg-primary text-primary-fg'
                  : 'border-border bg-surface hover:bg-surface-2',
              )}
            >
              {babyLabel(b, i)}
              {timing.has(b.id) ? (
                <>
                  <Timer aria-hidden className="h-4 w-4" />
                  <span className="sr-only">(timer running)</span>
                </>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 pt-2">
          <span className="text-lg font-semibold">{babyLabel(selected, index, babies.length)}</span>{' '}
          <span className="text-muted">· {babyAgeLine(selected)}</span>
        </p>
        {action}
      </div>
      <div className="-mt-2 -ml-3 flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" /> Details
        </Button>
        <Button variant="ghost" size="sm" onClick={onAdd}>
          <Plus aria-hidden className="h-4 w-4" /> Add a baby
        </Button>
      </div>
    </div>
  );
}
