/**
 * Night mode's word on what is still on her phone (docs/product.md, "Night mode"): the last few entries waiting to
 * send with their times, in the tracker's own words, large and dim; and any the server refused once the signal came
 * back, with the tracker's way forward (an overlap's Save anyway or Change the time; otherwise Send again), so
 * nothing she logged at night is lost without her say.
 */
import { Clock, Send, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoppedTimer } from '../../../api/baby-tracking/shown-timers.ts';
import type { VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { fixPath } from '../../../components/offline/refused-write.tsx';
import { WAITING_WORDS } from '../../../components/offline/waiting-list.tsx';
import { writeLabel } from '../../../components/offline/write-label.ts';
import { OVERLAP_HINT, overlapTitle } from '../../../components/overlap-warning.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInstantTime } from '../../../lib/dates.ts';
import {
  discardWrite,
  type QueuedWrite,
  refusedForOverlap,
  retryWrite,
  saveAnyway,
} from '../../../lib/offline-queue.ts';
import { useQueue } from '../../../lib/use-offline.ts';
import { useWaitingLogs } from '../use-waiting-logs.ts';
import { night } from './palette.ts';

/** How many of the newest waiting entries night mode lists (the rest are counted). */
const SHOWN = 3;

export function NightWaiting(props: {
  userId: string;
  babyId: string;
  stopped: readonly StoppedTimer[];
  unit: VolumeUnit;
  timeZone: string;
}) {
  const logs = useWaitingLogs(props);
  if (logs.length === 0) return null;
  const newest = [...logs].sort((a, b) => b.at.localeCompare(a.at));
  const more = newest.length - SHOWN;
  return (
    <section aria-label={WAITING_WORDS} className="space-y-2" data-testid="night-waiting">
      <ul className="space-y-2">
        {newest.slice(0, SHOWN).map((w) => (
          <li
            key={w.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl border border-dashed border-[#3b2a1c] bg-[#1c140e] px-4 py-3 text-lg"
          >
            <span className="min-w-0 break-words">{w.label}</span>
            <span className={cn('inline-flex items-center gap-1 text-base', night.muted)}>
              <Clock aria-hidden className="h-5 w-5 shrink-0" />
              {WAITING_WORDS} · {formatInstantTime(w.at, { timeZone: props.timeZone })}
            </span>
          </li>
        ))}
      </ul>
      <p className={cn('text-center text-base', night.muted)}>
        {more > 0 ? `And ${String(more)} more. ` : ''}Kept on this phone and sent when you are back online.
      </p>
    </section>
  );
}

function Refused({ write, userId }: { write: QueuedWrite; userId: string }) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const conflict = refusedForOverlap(write) ? write.refused?.conflict : undefined;
  return (
    <section
      aria-label="An entry that was not saved"
      className="space-y-2 rounded-2xl border-2 border-[#ffb4a6] bg-[#1c140e] p-4 text-lg"
      data-testid="night-refused"
    >
      <p className={cn('flex items-start gap-2 font-semibold', night.alert)}>
        <TriangleAlert aria-hidden className="mt-1 h-5 w-5 shrink-0" />
        Not saved: {writeLabel(write)}
      </p>
      {conflict ? (
        <>
          <p>{overlapTitle(conflict)}.</p>
          <p className={cn('text-base', night.muted)}>{OVERLAP_HINT}</p>
        </>
      ) : (
        <p>{write.refused?.message}</p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {conflict ? (
          <>
            <button
              type="button"
              className={night.button}
              disabled={saving}
              onClick={() => {
                setSaving(true);
                void saveAnyway(write.id, userId).finally(() => setSaving(false));
              }}
            >
              {saving ? 'Saving...' : 'Save anyway'}
            </button>
            <button type="button" className={night.button} onClick={() => void navigate(fixPath(write))}>
              Change the time
            </button>
          </>
        ) : (
          <button type="button" className={night.button} onClick={() => void retryWrite(write.id, userId)}>
            <Send aria-hidden className="h-5 w-5" /> Send again
          </button>
        )}
        <button
          type="button"
          className={cn(night.button, 'border-transparent bg-transparent')}
          onClick={() => void discardWrite(write.id)}
        >
          <Trash2 aria-hidden className="h-5 w-5" /> Discard
        </button>
      </div>
    </section>
  );
}

/** Her entries the server refused, each with its way forward. */
export function NightRefused({ userId }: { userId: string }) {
  const refused = useQueue().writes.filter((w) => w.userId === userId && w.refused);
  if (refused.length === 0) return null;
  return (
    <div className="space-y-3">
      {refused.map((w) => (
        <Refused key={w.id} write={w} userId={userId} />
      ))}
    </div>
  );
}
