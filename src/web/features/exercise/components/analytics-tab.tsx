import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExerciseAnalytics } from '../../../api/exercise/analytics.ts';
import { CATEGORY_LABELS, dayMonth } from '../labels.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-surface-2 p-3 text-center">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

const axis = { fill: 'var(--muted)', fontSize: 13 };

/** Analytics: totals, average rating, sessions by category and the last six weeks (recharts). */
export function AnalyticsTab({ userId }: { userId: string }) {
  const q = useExerciseAnalytics(userId);
  if (q.isPending) return <Loading label="Adding up your sessions..." />;
  if (q.isError) {
    return (
      <ErrorState
        title="We could not load your analytics"
        message={errorMessage(q.error)}
        onRetry={() => void q.refetch()}
      />
    );
  }
  const a = q.data;
  const byCategory = a.categoryBreakdown.map((c) => ({
    name: CATEGORY_LABELS[c.category],
    sessions: c.count,
  }));
  const weeks = a.recentWeeks.map((w) => ({
    name: dayMonth(w.weekStart),
    sessions: w.sessions,
    minutes: w.minutes,
  }));
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        <Stat label="Sessions" value={String(a.totalSessions)} />
        <Stat label="Minutes" value={String(a.totalMinutes)} />
        <Stat label="Avg rating" value={a.averageRating === null ? '-' : `${a.averageRating.toFixed(1)}/5`} />
      </dl>
      {a.totalSessions === 0 ? (
        <EmptyState title="Nothing to chart yet">
          Finish your first activity to see your patterns here.
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardTitle>Sessions by category</CardTitle>
            <div
              className="mt-3"
              style={{ height: 72 + byCategory.length * 44 }}
              role="img"
              aria-label={`Sessions by category: ${byCategory.map((c) => `${c.name} ${String(c.sessions)}`).join(', ')}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={byCategory} layout="vertical" margin={{ left: 8, right: 16 }}>
                  <CartesianGrid horizontal={false} stroke="var(--border)" />
                  <XAxis type="number" allowDecimals={false} tick={axis} />
                  <YAxis type="category" dataKey="name" width={96} tick={axis} />
                  <Tooltip cursor={{ fill: 'var(--surface-2)' }} />
                  <Bar
                    dataKey="sessions"
                    name="Sessions"
                    fill="var(--primary)"
                    radius={[0, 6, 6, 0]}
                    maxBarSize={28}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Card>
          <Card>
            <CardTitle>Last six weeks</CardTitle>
            <p className="text-sm text-muted">Sessions in each week, by the Sunday it began.</p>
            <div
              className="mt-3 h-56"
              role="img"
              aria-label={`Sessions per week: ${weeks.map((w) => `week of ${w.name} ${String(w.sessions)}`).join(', ')}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={weeks} margin={{ right: 20 }}>
                  <CartesianGrid vertical={false} stroke="var(--border)" />
                  <XAxis dataKey="name" tick={{ ...axis, fontSize: 12 }} interval={0} />
                  <YAxis allowDecimals={false} width={28} tick={axis} />
                  <Tooltip cursor={{ fill: 'var(--surface-2)' }} />
                  <Bar
                    dataKey="sessions"
                    name="Sessions"
                    fill="var(--sage)"
                    radius={[6, 6, 0, 0]}
                    maxBarSize={32}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
