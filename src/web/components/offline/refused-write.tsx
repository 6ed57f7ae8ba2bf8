/**
 * An entry the server refused when the queue sent it (docs/product.md, "Offline"), with its reason and a way
 * forward, so nothing she logged is lost without her say: one that overlaps another feed or sleep gets the tracker's
 * own choice (Save anyway, or Change the time in its form on the tracker); any other, Send again; and Discard.
 */
import { Send, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  discardWrite,
  type QueuedWrite,
  refusedForOverlap,
  retryWrite,
  saveAnyway,
} from '../../lib/offline-queue.ts';
import { OverlapWarning } from '../overlap-warning.tsx';
import { Button } from '../ui/button.tsx';
import { writeLabel } from './write-label.ts';

/**
 * Where she changes the time of a refused entry: the tracker, which opens it in its form (`fix`), for the baby it
 * is for.
 */
export function fixPath(write: QueuedWrite): string {
  const body = ('body' in write.input ? write.input.body : undefined) as { babyId?: string } | undefined;
  const params = new URLSearchParams({ fix: write.id });
  if (body?.babyId) params.set('baby', body.babyId);
  return `/post-birth/baby-tracker?${params.toString()}`;
}

export function RefusedWrite({ write, userId }: { write: QueuedWrite; userId: string }) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const conflict = refusedForOverlap(write) ? write.refused?.conflict : undefined;
  const discard = (
    <Button size="sm" variant="ghost" onClick={() => void discardWrite(write.id)}>
      <Trash2 aria-hidden className="h-4 w-4" /> Discard
    </Button>
  );
  return (
    <section
      aria-label="An entry that was not saved"
      className="rounded-xl border border-danger bg-surface px-4 py-3"
      data-testid="refused-write"
    >
      <p className="flex items-center gap-2 font-medium text-danger">
        <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
        Not saved: {writeLabel(write)}
      </p>
      {conflict ? (
        <div className="mt-3">
          <OverlapWarning
            conflict={conflict}
            pending={saving}
            onSaveAnyway={() => {
              setSaving(true);
              void saveAnyway(write.id, userId).finally(() => setSaving(false));
            }}
            onChange={() => void navigate(fixPath(write))}
          >
            {discard}
          </OverlapWarning>
        </div>
      ) : (
        <>
          <p className="mt-1">{write.refused?.message}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void retryWrite(write.id, userId)}>
              <Send aria-hidden className="h-4 w-4" /> Send again
            </Button>
            {discard}
          </div>
        </>
      )}
    </section>
  );
}
