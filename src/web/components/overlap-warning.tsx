import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Conflict } from '../../core/contracts/errors.ts';
import { formatClock } from '../lib/dates.ts';
import { Button } from './ui/button.tsx';

/**
 * The warning's words, the same wherever it is shown (night mode draws them in its own palette). The server
 * names the other entry's times in her time zone on a 24-hour clock ("at 22:10"); they are shown as her locale
 * writes a time ("at 10:10 PM" in the US).
 */
export const overlapTitle = (conflict: Conflict, locale?: string) =>
  `This overlaps ${conflict.summary.replace(/\b(?:[01]\d|2[0-3]):[0-5]\d\b/g, (time) => formatClock(time, locale))}`;
export const OVERLAP_HINT =
  'Entries can overlap (a top-up during a breastfeed). Save it anyway, or change the time.';

/**
 * Real entries overlap (a top-up during a breastfeed), so an overlap is a warning, not a wall: it names the other
 * entry and she saves anyway or changes the time (docs/product.md, "Baby tracker").
 */
export function OverlapWarning({
  conflict,
  pending,
  onSaveAnyway,
  onChange,
  children,
}: {
  conflict: Conflict;
  pending: boolean;
  onSaveAnyway: () => void;
  onChange: () => void;
  /** Another way forward beside the two (a queued entry's Discard). */
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-caution bg-caution-soft p-4">
      <p className="flex items-start gap-2 font-semibold text-caution">
        <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        {overlapTitle(conflict)}
      </p>
      <p className="mt-1">{OVERLAP_HINT}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={onSaveAnyway} disabled={pending}>
          {pending ? 'Saving...' : 'Save anyway'}
        </Button>
        <Button variant="outline" onClick={onChange}>
          Change the time
        </Button>
        {children}
      </div>
    </div>
  );
}
