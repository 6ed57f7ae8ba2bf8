import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoodHistory } from '../../../../core/contracts/wellness.ts';
import { chartAxis, ChartFigure, chartGrid, chartTooltipStyle } from '../../../components/ui/chart.tsx';
import { formatDay } from '../../../lib/dates.ts';

const label = (iso: string) => formatDay(iso, 'short');

/** Check-ins per week, brighter and harder moods stacked, with a text summary for screen readers. */
export function MoodChart({ weeks }: { weeks: MoodHistory['weeks'] }) {
  const data = weeks.map((w) => ({ week: label(w.weekStart), Brighter: w.brighter, Harder: w.harder }));
  const summary = weeks
    .map((w) => `Week of ${label(w.weekStart)}: ${String(w.brighter)} brighter, ${String(w.harder)} harder`)
    .join('. ');
  return (
    <ChartFigure summary={summary}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 12, bottom: 0, left: -20 }}>
        <CartesianGrid {...chartGrid} />
        <XAxis dataKey="week" {...chartAxis} />
        <YAxis allowDecimals={false} {...chartAxis} />
        <Tooltip contentStyle={chartTooltipStyle} />
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
    </ChartFigure>
  );
}
