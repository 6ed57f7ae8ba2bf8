import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { useBabyStatus } from '../api/baby-tracking/baby-status.ts';
import { durationText } from '../lib/dates.ts';
import { useNow } from '../lib/use-now.ts';
import { buttonClass } from './ui/button.tsx';

/**
 * Home's and the dashboard's way into Post-Birth Mode after the birth (docs/product.md, "Post-Birth Mode"): each
 * baby's last feed, counted from its start, and the button to the hub. The time since is counted on from when the
 * answer arrived, every minute.
 */
export function PostBirthEntry({ userId }: { userId: string }) {
  const status = useBabyStatus(userId);
  const now = useNow(true, 60_000);
  const babies = status.data?.babies ?? [];
  const since = (minutes: number) =>
    durationText(minutes + Math.max(0, (now - status.dataUpdatedAt) / 60_000));
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
          {babies.map(({ baby, lastFeed }) => (
            <li key={baby.id}>
              {babies.length > 1 || baby.name ? `${baby.name ?? 'Baby'}: ` : ''}
              {lastFeed ? (
                <>
                  last feed <span className="font-semibold">{since(lastFeed.minutesSinceStart)} ago</span>
                </>
              ) : (
                'no feeds logged yet'
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to="/post-birth" className={buttonClass('primary', 'lg', 'mt-3 w-full sm:w-auto')}>
        Open Post-Birth Mode
      </Link>
    </section>
  );
}
