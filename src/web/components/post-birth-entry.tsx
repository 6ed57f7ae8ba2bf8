import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { useBabyStatus } from '../api/baby-tracking/baby-status.ts';
import { useShownLatest } from '../api/baby-tracking/shown-latest.ts';
import { useMyProfileStatus } from '../api/session.ts';
import { durationText } from '../lib/dates.ts';
import { deviceTimeZone } from '../lib/local-time.ts';
import { useNow } from '../lib/use-now.ts';
import { buttonClass } from './ui/button.tsx';

/**
 * Home's and the dashboard's way into Post-Birth Mode after the birth (docs/product.md, "Post-Birth Mode"): each
 * baby's last feed, counted from its start (one logged with no signal and still waiting to send counts, as on the
 * hub and the tracker: shown-latest.ts), and the button to the hub. The time since moves on every minute.
 */
export function PostBirthEntry({ userId }: { userId: string }) {
  const status = useBabyStatus(userId);
  const timeZone = useMyProfileStatus().data?.profile.timeZone ?? deviceTimeZone();
  const latest = useShownLatest(userId, status.data, status.dataUpdatedAt, timeZone);
  const now = useNow(true, 60_000);
  const babies = status.data?.babies ?? [];
  return (
    <section aria-labelledby="post-birth-entry" className="rounded-3xl border border-border bg-sage-soft p-5">
      <h2 id="post-birth-entry" className="flex items-center gap-2 text-xl font-semibold">
        <HeartHandshake aria-hidden className="h-6 w-6 text-sage" /> Post-Birth Mode
      </h2>
      {status.isPending ? (
        <p className="mt-1 text-muted">Loading the last feed...</p>
      ) : status.isError ? (
        <p className="mt-1">Your baby&apos;s last feed could not load. The tracker has it.</p>
      ) : (
        <ul className="mt-1 space-y-0.5">
          {babies.map(({ baby }) => {
            const lastFeed = latest.get(baby.id)?.lastFeed;
            return (
              <li key={baby.id}>
                {babies.length > 1 || baby.name ? `${baby.name ?? 'Baby'}: ` : ''}
                {lastFeed ? (
                  <>
                    last feed{' '}
                    <span className="font-semibold">{durationText(lastFeed.minutesSince(now))} ago</span>
                    {lastFeed.waiting ? ' (waiting to send)' : ''}
                  </>
                ) : (
                  'no feeds logged yet'
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/post-birth" className={buttonClass('primary', 'lg', 'mt-3 w-full sm:w-auto')}>
        Open Post-Birth Mode
      </Link>
    </section>
  );
}
