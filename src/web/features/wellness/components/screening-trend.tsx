import type { Screening } from '../../../../core/contracts/wellness.ts';
import { INSTRUMENTS } from '../../../../core/domain/screening.ts';
import { EmptyState } from '../../../components/ui/status.tsx';
import { ScreeningChart } from './screening-chart.tsx';
import { formatInstantDay } from '../../../lib/dates.ts';

const day = (iso: string) => formatInstantDay(iso, 'medium');

/** Past results: a chart over time, then the list newest first with the change from the one before. */
export function ScreeningTrend({ screenings }: { screenings: readonly Screening[] }) {
  if (screenings.length === 0) {
    return (
      <EmptyState title="No self-checks yet">
        Your results will appear here so you can see how things change.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <ScreeningChart screenings={screenings} />
      <ul className="divide-y divide-border">
        {screenings.map((s, i) => {
          const previous = screenings.slice(i + 1).find((p) => p.instrument === s.instrument);
          const change =
            previous === undefined
              ? ''
              : s.total === previous.total
                ? 'same as last time'
                : s.total < previous.total
                  ? `down ${String(previous.total - s.total)} since last time`
                  : `up ${String(s.total - previous.total)} since last time`;
          return (
            <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span>
                <span className="font-medium">{INSTRUMENTS[s.instrument].name}</span>{' '}
                <span className="text-muted">{day(s.createdAt)}</span>
              </span>
              <span>
                {s.total} of {s.maxTotal}, {s.band}
                {change ? <span className="text-sm text-muted"> ({change})</span> : null}
                {s.crisis ? (
                  <span className="ml-2 inline-flex items-center rounded-full bg-danger-soft px-2 py-0.5 text-sm font-medium text-danger">
                    Crisis lines shown
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
