/**
 * Her entries that are kept on this phone until there is a signal, shown at the top of a screen's list at once,
 * each marked "Waiting to send" (in words and an icon, not by colour alone).
 */
import { Clock } from 'lucide-react';
import { formatInstantTime } from '../../lib/dates.ts';
import type { QueueableKey } from '../../lib/offline-queue.ts';
import { useWaitingWrites } from '../../lib/use-offline.ts';
import { writeLabel } from './write-label.ts';

/** One waiting entry: what it is in a few words, and when she made it. */
export interface WaitingItem {
  id: string;
  label: string;
  /** ISO instant. */
  at: string;
}

/** The words beside an entry still on her phone (with an icon, not colour alone): the same everywhere. */
export const WAITING_WORDS = 'Waiting to send';

/** "Waiting to send" beside an entry shown before the server has it (the last feed, the last wet nappy). */
export function WaitingMark({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 ${className ?? 'text-sm text-muted'}`}>
      <Clock aria-hidden className="h-4 w-4 shrink-0" />
      {WAITING_WORDS}
    </span>
  );
}

/** Waiting entries a screen describes itself (the baby tracker's, in its own words). */
export function WaitingItems({ items, timeZone }: { items: readonly WaitingItem[]; timeZone?: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={WAITING_WORDS} className="space-y-2" data-testid="waiting-list">
      {items.map((w) => (
        <li
          key={w.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed border-border bg-surface px-4 py-3"
        >
          <span className="min-w-0 break-words">{w.label}</span>
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <Clock aria-hidden className="h-4 w-4" />
            {WAITING_WORDS} · {formatInstantTime(w.at, timeZone ? { timeZone } : {})}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Her waiting writes to one endpoint, oldest first. */
export function WaitingList({ endpoint, userId }: { endpoint: QueueableKey; userId: string }) {
  const waiting = useWaitingWrites(endpoint, userId);
  return <WaitingItems items={waiting.map((w) => ({ id: w.id, label: writeLabel(w), at: w.queuedAt }))} />;
}
