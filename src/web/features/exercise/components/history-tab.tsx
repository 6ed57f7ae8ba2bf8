import { Clock, Star } from 'lucide-react';
import { durationLabel } from '../../../../core/domain/exercise.ts';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExerciseLogs } from '../../../api/exercise/logs.ts';
import { CATEGORY_LABELS } from '../labels.ts';
import { formatInstant } from '../../../lib/dates.ts';

const when = (iso: string) => formatInstant(iso, 'weekday');

/** History: her sessions, newest first. */
export function HistoryTab({ userId }: { userId: string }) {
  const logs = useExerciseLogs(userId);
  if (logs.isPending) return <Loading label="Loading your sessions..." />;
  if (logs.isError) {
    return (
      <ErrorState
        title="We could not load your sessions"
        message={errorMessage(logs.error)}
        onRetry={() => void logs.refetch()}
      />
    );
  }
  if (logs.data.length === 0) {
    return (
      <EmptyState title="No sessions yet">
        Start one of the activities above. When you finish it, it will show up here.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Your exercise sessions">
      {logs.data.map((l) => (
        <li key={l.id}>
          <Card className="space-y-1 p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold">{l.activityName}</h3>
              <p
                className="flex shrink-0 items-center gap-1 text-sm"
                aria-label={`Rated ${String(l.userRating)} of 5`}
              >
                <Star aria-hidden className="h-4 w-4 fill-primary text-primary" />
                {l.userRating}/5
              </p>
            </div>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
              <time dateTime={l.dateCompleted}>{when(l.dateCompleted)}</time>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="h-4 w-4" />
                {durationLabel(l.duration)}
              </span>
              {l.category ? <span>{CATEGORY_LABELS[l.category]}</span> : null}
              <span>Week {l.weekNumber}</span>
            </p>
            {l.userNotes ? <p className="pt-1">{l.userNotes}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
