import { AlertTriangle, Baby, Milk, Moon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { WeeklyStats } from '../../../../core/contracts/postpartum-reports.ts';

const oneDecimal = (n: number) => n.toFixed(1);

/**
 * The week's four stat cards from her logs, and her average pain and mood under them. While the week loads
 * (`stats` undefined) the same cards show a dash, so nothing below them moves when the figures come.
 */
export function StatCards({ stats }: { stats: WeeklyStats | undefined }) {
  const days = stats ? `${String(stats.daysCovered)} ${stats.daysCovered === 1 ? 'day' : 'days'} so far` : '';
  const cards: { icon: LucideIcon; label: string; value: string | undefined; note: string | undefined }[] = [
    { icon: Milk, label: 'Feeds', value: stats && String(stats.totalFeedings), note: stats && days },
    { icon: Baby, label: 'Nappies', value: stats && String(stats.totalDiapers), note: stats && days },
    {
      icon: Moon,
      label: 'Baby’s sleep',
      value: stats && `${oneDecimal(stats.totalSleepHours)} h`,
      note: stats && `${oneDecimal(stats.avgSleepDuration)} h a day`,
    },
    {
      icon: AlertTriangle,
      label: 'Health alerts',
      value: stats && String(stats.redFlagCount),
      note: stats && (stats.redFlagCount === 0 ? 'none this week' : 'raised this week'),
    },
  ];
  const feelings = [
    !stats || stats.avgPainLevel === null ? null : `average pain ${oneDecimal(stats.avgPainLevel)} of 10`,
    !stats || stats.avgMoodRating === null ? null : `average mood ${oneDecimal(stats.avgMoodRating)} of 10`,
  ].filter(Boolean);
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-2xl border border-border bg-surface p-4">
            <dt className="flex items-center gap-1.5 text-sm text-muted">
              <c.icon aria-hidden className="h-4 w-4 shrink-0" /> {c.label}
            </dt>
            <dd className="text-2xl font-semibold">{c.value ?? '–'}</dd>
            <dd className="text-sm text-muted" aria-hidden={c.note === undefined ? true : undefined}>
              {c.note ?? '\u00a0'}
            </dd>
          </div>
        ))}
      </dl>
      {stats ? (
        <p className="text-muted">
          {feelings.length > 0
            ? `You: ${feelings.join(' · ')}.`
            : 'No pain or mood logged this week: the Mom Recovery Tracker keeps them.'}
        </p>
      ) : (
        <p role="status" className="min-h-12 text-muted">
          Loading the week&apos;s figures...
        </p>
      )}
    </div>
  );
}
