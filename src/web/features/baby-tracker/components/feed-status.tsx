import { ArrowLeftRight, Clock } from 'lucide-react';
import type { BabyStatus } from '../../../../core/contracts/baby-tracking-status.ts';
import type { ShownFeed } from '../../../api/baby-tracking/shown-latest.ts';
import { WaitingMark } from '../../../components/offline/waiting-list.tsx';
import type { VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { durationText, formatInstantTime } from '../../../lib/dates.ts';
import { amountText, FEEDING_TYPE_LABEL } from '../log-text.ts';
import { useNow } from '../../../lib/use-now.ts';

type BabyNow = BabyStatus['babies'][number];

/**
 * Above the forms: time since the last feed, counted from its start as midwives count it, and the side to offer
 * next (the other one from where the last breastfeed ended). The last feed is the newest of the server's and hers
 * still waiting on her phone for a signal (shown-latest.ts), which it then says.
 */
export function FeedStatus({
  baby,
  last,
  timeZone,
  unit,
}: {
  baby: BabyNow;
  last: ShownFeed | null;
  timeZone: string;
  unit: VolumeUnit;
}) {
  const now = useNow(last !== null, 30_000);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-2xl border border-border bg-surface p-4" data-testid="since-last-feed">
        <p className="flex items-center gap-2 text-sm font-medium text-muted">
          <Clock aria-hidden className="h-4 w-4" /> Since the last feed
        </p>
        {last ? (
          <>
            <p className="text-2xl font-semibold">{durationText(last.minutesSince(now))}</p>
            <p className="text-sm text-muted">
              {FEEDING_TYPE_LABEL[last.feedingType]}
              {last.feedingSide ? `, ${last.feedingSide}` : ''}
              {last.bottleMl !== null ? `, ${amountText(last.bottleMl, unit)}` : ''} · started{' '}
              {formatInstantTime(last.startedAt, { timeZone })}
            </p>
            {last.waiting ? <WaitingMark className="mt-1 text-sm font-medium" /> : null}
          </>
        ) : (
          <p className="mt-1">No feeds logged yet. Start a timer or log one below.</p>
        )}
      </div>
      <div className="rounded-2xl border border-border bg-surface p-4" data-testid="next-side">
        <p className="flex items-center gap-2 text-sm font-medium text-muted">
          <ArrowLeftRight aria-hidden className="h-4 w-4" /> Next side
        </p>
        {baby.nextSide ? (
          <>
            <p className="text-2xl font-semibold capitalize">{baby.nextSide.side}</p>
            <p className="text-sm text-muted">{baby.nextSide.reason}</p>
          </>
        ) : (
          <p className="mt-1">After a breastfeed, the side to offer first shows here.</p>
        )}
      </div>
    </div>
  );
}
