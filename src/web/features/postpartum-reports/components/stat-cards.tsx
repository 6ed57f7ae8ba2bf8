import { AlertTriangle, Baby, Milk, Moon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { WeeklyStats } from '../../../../core/contracts/postpartum-reports.ts';

const oneDecimal = (n: number) => n.toFixed(1);

/** The week's four stat cards from her logs, and her average pain and mood under them. */
export function StatCards({ stats }: { stats: WeeklyStats }) {
  const days = `${String(stats.daysCovered)} ${stats.daysCovered === 1 ? 'day' : 'days'} so far`;
  const cards: { icon: LucideIcon; label: string; value: string; note: string }[] = [
    { icon: Milk, label: 'Feeds', value: String(stats.totalFeedings), note: days },
    { icon: Baby, label: 'Diapers', value: String(stats.totalDiapers), note: days },
    {
      icon: Moon,
      label: 'Baby’s sleep',
      value: `${oneDecimal(stats.totalSleepHours)} h`,
      note: `${oneDecimal(stats.avgSleepDuration)} h a day`,
    },
    {
      icon: AlertTriangle,
      label: 'Health alerts',
      value: String(stats.redFlagCount),
      note: stats.redFlagCount === 0 ? 'none this week' : 'raised this week',
    },
  ];
  const feelings = [
    stats.avgPainLevel === null ? null : `average pain ${oneDecimal(stats.avgPainLevel)} of 10`,
    stats.avgMoodRating === null ? null : `average mood ${oneDecimal(stats.avgMoodRating)} of 10`,
  ].filter(Boolean);
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-2xl border border-border bg-surface p-4">
            <dt className="flex items-center gap-1.5 text-sm text-muted">
              <c.icon aria-hidden className="h-4 w-4 shrink-0" /> {c.label}
            </dt>
            <dd className="text-2xl font-semibold">{c.value}</dd>
            <dd className="text-sm text-muted">{c.note}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted">
        {feelings.length > 0
          ? `You: ${feelings.join(' · ')}.`
          : 'No pain or mood logged this week: the Mom Recovery Tracker keeps them.'}
      </p>
    </div>
  );
}
