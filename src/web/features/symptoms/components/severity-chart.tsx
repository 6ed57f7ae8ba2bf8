import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { SymptomLog } from '../../../../core/contracts/symptoms.ts';
import { chartAxis, ChartFigure, chartGrid, chartTooltipStyle } from '../../../components/ui/chart.tsx';
import { formatInstant } from '../../../lib/dates.ts';

const day = (iso: string) => formatInstant(iso, 'short');

/** Severity over time, oldest to newest, with a text summary for screen readers. */
export function SeverityChart({ logs }: { logs: readonly SymptomLog[] }) {
  const data = [...logs]
    .reverse()
    .map((l) => ({ when: day(l.startedAt), severity: l.severity, symptom: l.symptom }));
  const summary = `Severity chart of your last ${String(data.length)} logs, from ${data[0]?.when ?? ''} to ${
    data[data.length - 1]?.when ?? ''
  }. Highest severity ${String(Math.max(...data.map((d) => d.severity)))} of 5.`;
  return (
    <ChartFigure summary={summary}>
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 12, bottom: 0, left: -20 }}>
        <CartesianGrid {...chartGrid} />
        <XAxis dataKey="when" {...chartAxis} />
        <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} {...chartAxis} />
        <Tooltip
          contentStyle={chartTooltipStyle}
          formatter={(v, _n, item) => [`${String(v)} of 5`, (item.payload as { symptom: string }).symptom]}
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
    </ChartFigure>
  );
}
