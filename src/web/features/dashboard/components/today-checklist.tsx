import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { useDailyTasks, useToggleTask } from '../api/daily-tasks.ts';

/** 'What to Do Today': the week's recommendations as a checklist; ticks are kept per local day. */
export function TodayChecklist({ userId, week, items }: { userId: string; week: number; items: string[] }) {
  const tasks = useDailyTasks(userId);
  const toggle = useToggleTask(userId);
  const done = new Set(tasks.data?.done ?? []);
  const key = (i: number) => `w${String(week)}-${String(i)}`;
  return (
    <Card>
      <CardTitle>What to Do Today</CardTitle>
      {items.length === 0 ? (
        <EmptyState title="Nothing planned today">Rest counts too.</EmptyState>
      ) : (
        <ul className="mt-3 space-y-1">
          {items.map((text, i) => (
            <li key={key(i)}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-2 hover:bg-surface-2">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-primary)]"
                  checked={done.has(key(i))}
                  disabled={tasks.isPending}
                  onChange={(e) => toggle.mutate({ taskKey: key(i), done: e.target.checked })}
                />
                <span className={done.has(key(i)) ? 'text-muted line-through' : undefined}>{text}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {done.size} of {items.length} done today
      </p>
    </Card>
  );
}
