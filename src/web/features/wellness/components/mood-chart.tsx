import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoodHistory } from '../../../../core/contracts/wellness.ts';

const label = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/** Check-ins per week, brighter and harder moods stacked, with a text summary for screen readers. */
export function MoodChart({ weeks }: { weeks: MoodHistory['weeks'] }) {
  const data = weeks.map((w) => ({ week: label(w.weekStart), Brighter: w.brighter, Harder: w.harder }));
  const summary = weeks
    .map((w) => `Week of ${label(w.weekStart)}: ${String(w.brighter)} brighter, ${String(w.harder)} harder`)
    .join('. ');
  return (
    <figure>
      <div className="h-56 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 12, bottom: 0, left: -20 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
            <XAxis dataKey="week" stroke="var(--muted)" fontSize={12} />
            <YAxis allowDecimals={false} stroke="var(--muted)" fontSize={12} />
            <Tooltip
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--border)',
                color: 'var(--fg)',
              }}
            />
            <Legend />
            <Bar
              isAnimationActive={false}
              dataKey="Brighter"
              stackId="m"
              fill="var(--sage)"
              radius={[0, 0, 4, 4]}
            />
            <Bar
              isAnimationActive={false}
              dataKey="Harder"
              stackId="m"
              fill="var(--primary)"
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
