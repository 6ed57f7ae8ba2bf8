/**
 * Her entries to one endpoint that are kept on this phone until there is a signal, shown at the top of that
 * screen's list at once, each marked "Waiting to send" (in words and an icon, not by colour alone).
 */
import { Clock } from 'lucide-react';
import { formatInstantTime } from '../../lib/dates.ts';
import type { QueueableKey } from '../../lib/offline-queue.ts';
import { useWaitingWrites } from '../../lib/use-offline.ts';
import { writeLabel } from './write-label.ts';

export function WaitingList({ endpoint, userId }: { endpoint: QueueableKey; userId: string }) {
  const waiting = useWaitingWrites(endpoint, userId);
  if (waiting.length === 0) return null;
  return (
    <ul aria-label="Waiting to send" className="space-y-2" data-testid="waiting-list">
      {waiting.map((w) => (
        <li
          key={w.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed border-border bg-surface px-4 py-3"
        >
          <span className="min-w-0 break-words">{writeLabel(w)}</span>
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <Clock aria-hidden className="h-4 w-4" />
            Waiting to send · {formatInstantTime(w.queuedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
