import { Baby, HeartPulse } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useBabyStatus } from '../../../api/baby-tracking/baby-status.ts';
import { useShownToday } from '../../../api/baby-tracking/shown-day.ts';
import { useShownLatest } from '../../../api/baby-tracking/shown-latest.ts';
import { useMyProfileStatus } from '../../../api/session.ts';
import { useRecoveryDay } from '../../../api/recovery/recovery-day.ts';
import { durationText } from '../../../lib/dates.ts';
import { deviceTimeZone } from '../../../lib/local-time.ts';
import { useNow } from '../../../lib/use-now.ts';

// Two lines tall, like today's counts that replace it (a line and a small line): the cards below do not jump.
const loadingClass = 'mt-2 min-h-11 text-muted';

/** A card whose data was never kept on her phone, with no signal: TanStack Query waits for one. */
const OFFLINE_LINE = "You are offline: today's figures will show when you are back online.";

const cardLink =
  'block h-full rounded-2xl transition-colors hover:bg-surface-2 focus-visible:outline-offset-4';

/**
 * The hub's summary cards from her own data (product spec section 2: Baby Care and Recovery; Reports and AI
 * Support come with part 2): each baby's feeds, nappies and sleep today and the last feed (with one still waiting
 * on her phone to send, shown-latest.ts); her recovery logs today and their alerts.
 */
export function SummaryCards({ userId, today }: { userId: string; today: string }) {
  const status = useBabyStatus(userId);
  const timeZone = useMyProfileStatus().data?.profile.timeZone ?? deviceTimeZone();
  const latest = useShownLatest(userId, status.data, status.dataUpdatedAt, timeZone);
  const counts = useShownToday(userId, status.data, status.dataUpdatedAt, timeZone);
  const recovery = useRecoveryDay(userId, today);
  // "Last feed 2 h ago" moves on while the hub stays open.
  const now = useNow(true, 60_000);
  const babies = status.data?.babies ?? [];
  const r = recovery.isPlaceholderData ? undefined : recovery.data;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Link to="baby-tracker" className={cardLink}>
        <Card className="h-full">
          <CardTitle className="flex items-center gap-2">
            <Baby aria-hidden className="h-5 w-5 text-primary" /> Baby Care
          </CardTitle>
          {status.isPending ? (
            <p className={loadingClass}>
              {status.fetchStatus === 'paused' ? OFFLINE_LINE : 'Loading today...'}
            </p>
          ) : status.isError ? (
            <p className="mt-2">Today&apos;s counts could not load. Open the tracker to try again.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {babies.map(({ baby, today: saved }) => {
                const lastFeed = latest.get(baby.id)?.lastFeed;
                const shown = counts.get(baby.id);
                const t = shown?.summary ?? saved;
                return (
                  <li key={baby.id}>
                    {babies.length > 1 ? <p className="font-semibold">{baby.name ?? 'Baby'}</p> : null}
                    <p>
                      Today: {t.feeds} {t.feeds === 1 ? 'feed' : 'feeds'} · {t.nappies}{' '}
                      {t.nappies === 1 ? 'nappy' : 'nappies'} · {t.sleepHours.toFixed(1)} h sleep
                      {shown?.waiting ? ' (with what is waiting to send)' : ''}
                    </p>
                    <p className="text-sm text-muted">
                      {lastFeed
                        ? `Last feed ${durationText(lastFeed.minutesSince(now))} ago${lastFeed.waiting ? ' (waiting to send)' : ''}`
                        : 'No feeds logged yet'}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </Link>
      <Link to="recovery" className={cardLink}>
        <Card className="h-full">
          <CardTitle className="flex items-center gap-2">
            <HeartPulse aria-hidden className="h-5 w-5 text-primary" /> Recovery
          </CardTitle>
          {recovery.isError ? (
            <p className="mt-2">Today&apos;s logs could not load. Open the tracker to try again.</p>
          ) : !r ? (
            <p className={loadingClass}>
              {recovery.fetchStatus === 'paused' ? OFFLINE_LINE : 'Loading today...'}
            </p>
          ) : (
            <>
              <p className="mt-2">
                Today: {r.logs.length} {r.logs.length === 1 ? 'log' : 'logs'}
              </p>
              <p className={r.alerts.count > 0 ? 'font-semibold text-danger' : 'text-sm text-muted'}>
                {r.alerts.count > 0
                  ? `${String(r.alerts.count)} health ${r.alerts.count === 1 ? 'alert' : 'alerts'} today`
                  : 'No health alerts today'}
              </p>
            </>
          )}
        </Card>
      </Link>
    </div>
  );
}
