import { Info } from 'lucide-react';
import { splitRecommendations } from '../../../../core/domain/recommendations.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { useDailyTasks, useToggleTask } from '../../../api/checkins/daily-tasks.ts';

/**
 * 'What to Do Today': the week's recommendations that are tasks, as a checklist with ticks kept per local day. The
 * ones that say when to get help are not chores to tick off: they follow as a calm notice (recommendations.ts).
 */
export function TodayChecklist({
  userId,
  week,
  today,
  items,
}: {
  userId: string;
  week: number;
  today: string;
  items: string[];
}) {
  const tasks = useDailyTasks(userId, today);
  const toggle = useToggleTask(userId, today);
  const { tasks: todo, notes } = splitRecommendations(items);
  // The key stays the item's place in the week's list, so ticks saved before still match.
  const key = (index: number) => `w${String(week)}-${String(index)}`;
  const done = new Set((tasks.data?.done ?? []).filter((k) => todo.some((t) => key(t.index) === k)));
  return (
    <>
      <Card>
        <CardTitle>What to Do Today</CardTitle>
        {todo.length === 0 ? (
          <EmptyState title="Nothing planned today">Rest counts too.</EmptyState>
        ) : (
          <ul className="mt-3 space-y-1">
            {todo.map(({ text, index }) => (
              <li key={key(index)}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-2 hover:bg-surface-2">
                  <input
                    type="checkbox"
                    className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-primary)]"
                    checked={done.has(key(index))}
                    disabled={tasks.isPending}
                    onChange={(e) => toggle.mutate({ taskKey: key(index), done: e.target.checked })}
                  />
                  <span className={done.has(key(index)) ? 'text-muted line-through' : undefined}>{text}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {done.size} of {todo.length} done today
        </p>
      </Card>
      {notes.length > 0 ? (
        <section
          aria-labelledby="week-safety-notes"
          className="rounded-2xl border border-border bg-surface-2 p-5"
        >
          <h2 id="week-safety-notes" className="flex items-center gap-2 text-lg font-semibold">
            <Info aria-hidden className="h-5 w-5 shrink-0 text-primary" /> Good to know this week
          </h2>
          <ul className="mt-2 space-y-2">
            {notes.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
