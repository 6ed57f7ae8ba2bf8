import { PartyPopper } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import type { VisitChecklist } from '../../../../core/contracts/visit-toolkit.ts';
import { prepProgress } from '../../../../core/domain/prep-checklist.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { CheckRow } from '../../../components/ui/check-row.tsx';
import { PriorityMark } from '../../../components/ui/priority-mark.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useLocalTime } from '../../../lib/local-time.ts';
import { useMyProfileStatus } from '../../../api/session.ts';
import { useTickChecklist } from '../../../api/visit-toolkit/tick-checklist.ts';
import { useVisitChecklist } from '../../../api/visit-toolkit/visit-checklist.ts';
import { formatClock } from '../../../lib/dates.ts';
import { dayText } from '../../../lib/day-text.ts';

function forWhat(c: VisitChecklist, today: string): string {
  const a = c.appointment;
  if (!a) return 'For your next visit. Once you add it to your calendar, these ticks go with it.';
  return `For ${a.title}, ${dayText(a.date, today)}${a.time ? ` at ${formatClock(a.time)}` : ''}.`;
}

/** Prep Checklist: the six items of her stage for her next appointment, her progress, 'All set' at 80%. */
export function PrepChecklistTab({ userId }: { userId: string }) {
  const checklist = useVisitChecklist(userId);
  const tick = useTickChecklist(userId);
  const { today } = useLocalTime(useMyProfileStatus().data?.profile.timeZone);
  if (checklist.isPending) return <Loading label="Loading your checklist..." />;
  if (checklist.isError) {
    return (
      <ErrorState
        title="We could not load your checklist"
        message="Nothing has been changed. Please check your connection and try again."
        onRetry={() => void checklist.refetch()}
      />
    );
  }
  const c = checklist.data;
  // From the ticks on screen (the server's rule, core/domain/prep-checklist.ts), so a tick counts the moment it shows.
  const p = prepProgress(c.items.filter((i) => i.completed).length, c.items.length);
  const progress = `${String(p.done)} of ${String(p.total)} done (${String(p.percent)}%)`;
  return (
    <div className="space-y-4">
      <Card className={p.allSet ? 'bg-sage-soft' : undefined}>
        {p.allSet ? (
          <CardTitle className="flex items-center gap-2">
            <PartyPopper aria-hidden className="h-6 w-6 text-sage" /> All set
          </CardTitle>
        ) : (
          <CardTitle>Getting ready</CardTitle>
        )}
        <p className="mt-1 text-muted">{forWhat(c, today)}</p>
        <p className="mt-3 font-semibold" data-testid="prep-progress">
          {progress}
        </p>
        <ProgressBar
          className="mt-2"
          value={p.done}
          max={p.total}
          label={`Visit preparation: ${progress}`}
          tone="sage"
        />
        <p className="mt-2 text-sm text-muted">
          {p.allSet ? 'You are ready for your visit.' : "At 80% or more you're all set."}
        </p>
      </Card>
      <Card>
        <CardTitle>Before your visit</CardTitle>
        <ul className="mt-2 space-y-1">
          {c.items.map((item) => (
            <li key={item.id} data-testid="prep-item">
              <CheckRow
                checked={item.completed}
                onChange={(done) =>
                  tick.mutate(
                    { itemId: item.id, done },
                    {
                      onError: (err) =>
                        toast.error(`"${item.title}" was not ${done ? 'ticked' : 'unticked'}`, {
                          description: `${errorMessage(err)} Please try again.`,
                        }),
                    },
                  )
                }
              >
                <span className={cn('mr-2 font-medium', item.completed && 'text-muted line-through')}>
                  {item.title}
                </span>
                {item.priority === 'high' && !item.completed ? <PriorityMark /> : null}
                <span className="block text-sm text-muted">{item.description}</span>
                <span className="block text-xs text-muted">{item.category}</span>
              </CheckRow>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
