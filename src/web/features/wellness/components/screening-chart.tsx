import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { Screening } from '../../../../core/contracts/wellness.ts';
import { type Instrument, INSTRUMENTS } from '../../../../core/domain/screening.ts';
import { chartAxis, ChartFigure, chartGrid } from '../../../components/ui/chart.tsx';
import { formatInstantDay } from '../../../lib/dates.ts';

const day = (iso: string) => formatInstantDay(iso, 'short');

interface Point {
  when: string;
  total: number;
  crisis: boolean;
}

/** A result that started the crisis flow is a red triangle, not only a red dot: colour never alone. */
function ResultDot(props: { cx?: number; cy?: number; payload?: Point }) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined) return null;
  if (payload?.crisis) {
    return <path d={`M${cx},${cy - 7} L${cx + 7},${cy + 5} L${cx - 7},${cy + 5} Z`} fill="var(--danger)" />;
  }
  return <circle cx={cx} cy={cy} r={4} fill="var(--primary)" />;
}

/** One questionnaire's totals over time, oldest to newest, with a text summary for screen readers. */
function InstrumentChart({ instrument, results }: { instrument: Instrument; results: readonly Screening[] }) {
  const { name } = INSTRUMENTS[instrument];
  const max = results[0]?.maxTotal ?? 27;
  const data: Point[] = [...results]
    .reverse()
    .map((s) => ({ when: day(s.createdAt), total: s.total, crisis: s.crisis }));
  const summary = `${name} scores over time: ${data
    .map((d) => `${d.when} ${String(d.total)} of ${String(max)}${d.crisis ? ', crisis lines shown' : ''}`)
    .join('; ')}.`;
  return (
    <ChartFigure summary={summary} caption={name} heightClass="h-40">
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 10, right: 12, bottom: 0, left: -24 }}>
        <CartesianGrid {...chartGrid} />
        <XAxis dataKey="when" {...chartAxis} />
        <YAxis domain={[0, max]} allowDecimals={false} {...chartAxis} />
        <Line
          isAnimationActive={false}
          dataKey="total"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={<ResultDot />}
          activeDot={false}
        />
      </LineChart>
    </ChartFigure>
  );
}

/** Scores over time for each questionnaire she has used; results that started the crisis flow are marked. */
export function ScreeningChart({ screenings }: { screenings: readonly Screening[] }) {
  const used = (['phq9', 'gad7'] as const).filter((i) => screenings.some((s) => s.instrument === i));
  const anyCrisis = screenings.some((s) => s.crisis);
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {used.map((i) => (
          <InstrumentChart key={i} instrument={i} results={screenings.filter((s) => s.instrument === i)} />
        ))}
      </div>
      {anyCrisis ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <svg aria-hidden width="14" height="12" viewBox="0 0 14 12">
            <path d="M7,0 L14,12 L0,12 Z" fill="var(--danger)" />
          </svg>
          A triangle marks a check where question 9 was above 0 and the crisis lines were shown.
        </p>
      ) : null}
    </div>
  );
}
