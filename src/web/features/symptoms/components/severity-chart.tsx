import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SymptomLog } from '../../../../core/contracts/symptoms.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Severity over time, oldest to newest, with a text summary for screen readers. */
export function SeverityChart({ logs }: { logs: readonly SymptomLog[] }) {
  const data = [...logs]
    .reverse()
    .map((l) => ({ when: day(l.startedAt), severity: l.severity, symptom: l.symptom }));
  const summary = `Severity chart of your last ${String(data.length)} logs, from ${data[0]?.when ?? ''} to ${
    data[data.length - 1]?.when ?? ''
  }. Highest severity ${String(Math.max(...data.map((d) => d.severity)))} of 5.`;
  return (
    <figure>
      <div className="h-56 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 12, bottom: 0, left: -20 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
            <XAxis dataKey="when" stroke="var(--muted)" fontSize={12} />
            <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} stroke="var(--muted)" fontSize={12} />
            <Tooltip
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--border)',
                color: 'var(--fg)',
              }}
              formatter={(v, _n, item) => [
                `${String(v)} of 5`,
                (item.payload as { symptom: string }).symptom,
              ]}
            />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="severity"
              stroke="var(--primary)"
              strokeWidth={2}
              dot={{ r: 4 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
