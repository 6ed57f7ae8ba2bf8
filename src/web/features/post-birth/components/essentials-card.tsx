import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePostpartumWeek } from '../../../api/content/postpartum-week.ts';

/**
 * About the height of a week's essentials on a phone (its title, five tips of two lines, the sources and the link),
 * so the module cards below are not pushed down the screen when the tips come.
 */
function EssentialsSkeleton() {
  return (
    <div role="status">
      <p className="mt-1 text-muted">Loading this week&apos;s essentials...</p>
      <div className="mt-2 space-y-1 pl-5">
        {['w-full', 'w-11/12', 'w-full', 'w-10/12', 'w-11/12'].map((width, i) => (
          <Skeleton key={i} className={`h-12 rounded-xl ${width}`} />
        ))}
      </div>
      <Skeleton className="mt-3 h-10 w-3/4 rounded-xl" />
      <div className="mt-2 h-11" />
    </div>
  );
}

/**
 * '4th Trimester Essentials': this postpartum week's tips from the content library (content/postpartum-weeks.ts),
 * with their sources, and the week's full guide in her journey.
 */
export function EssentialsCard({ week }: { week: number }) {
  const q = usePostpartumWeek(week);
  return (
    <Card className="bg-primary-soft">
      <CardTitle className="flex items-center gap-2">
        <Lightbulb aria-hidden className="h-5 w-5 text-primary" /> 4th Trimester Essentials
      </CardTitle>
      {q.isPending ? (
        <EssentialsSkeleton />
      ) : q.isError ? (
        <p className="mt-2">
          This week&apos;s essentials could not load.{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-primary underline"
            onClick={() => void q.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <>
          <p className="mt-1 font-medium">{q.data.title}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {q.data.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">
            Source: {q.data.sources.map((s) => `${s.org}, ${s.title}`).join('; ')}
          </p>
          <Link
            to="/journey"
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
          >
            This week in full
          </Link>
        </>
      )}
    </Card>
  );
}
