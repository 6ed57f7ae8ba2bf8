import { Baby, Droplets, Moon } from 'lucide-react';
import type { DaySummary } from '../../../../core/contracts/baby-tracking-status.ts';

/**
 * The spec's daily counters: feeds, nappies and sleep hours (to one decimal) of the chosen day, counting the
 * logs still waiting on her phone to send (`waiting` of them; then said under the tiles).
 */
export function DayCounters({ summary, waiting = 0 }: { summary: DaySummary | undefined; waiting?: number }) {
  const tiles = [
    { label: 'Feeds', value: summary ? String(summary.feeds) : '–', unit: '', icon: Baby, note: null },
    {
      label: 'Nappies',
      value: summary ? String(summary.nappies) : '–',
      unit: '',
      icon: Droplets,
      // Kept (blank) while the day loads: the tiles are as tall before their figures as after.
      note: summary ? `${String(summary.wet)} wet · ${String(summary.dirty)} dirty` : '\u00a0',
    },
    {
      label: 'Sleep',
      value: summary ? summary.sleepHours.toFixed(1) : '–',
      unit: 'h',
      icon: Moon,
      note: null,
    },
  ];
  const counts = (
    <dl className="grid grid-cols-3 gap-2" aria-label="This day's counts">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-2xl border border-border bg-surface px-1 py-3 text-center">
          <dt className="flex items-center justify-center gap-1 text-sm text-muted">
            <t.icon aria-hidden className="h-4 w-4 shrink-0" /> {t.label}
          </dt>
          <dd className="text-xl font-semibold whitespace-nowrap tabular-nums min-[360px]:text-2xl">
            {t.value}
            {t.unit && summary ? <span className="text-base font-medium"> {t.unit}</span> : null}
          </dd>
          {t.note ? (
            <dd className="text-xs text-muted" aria-hidden={summary ? undefined : true}>
              {t.note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
  if (!summary || waiting === 0) return counts;
  return (
    <div className="space-y-2">
      {counts}
      <p className="text-sm text-muted">These counts include what is waiting to send.</p>
    </div>
  );
}
