import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FlagTypeValue } from '../../../core/contracts/symptoms.ts';
import { EmergencyCall } from '../../components/safety/emergency-call.tsx';
import { FLAG_ICON, FLAG_WORD } from '../../components/safety/flag-badge.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { cn } from '../../lib/cn.ts';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { useUserId } from '../../api/session.ts';
import { useFlags } from '../../api/flags/flags.ts';
import { FlagCard } from './components/flag-card.tsx';
import { FlagDetailsDialog } from './components/flag-details-dialog.tsx';
import { scheduleHref } from './schedule.ts';

type Filter = 'all' | FlagTypeValue;
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'red', label: 'Urgent' },
  { value: 'yellow', label: 'Caution' },
];
// No 'Normal' (green) filter: a green result is never stored as an alert (symptoms/service.ts), so it could never
// count anything (issue 20, point 4).

const LEGEND: readonly { type: FlagTypeValue; text: string }[] = [
  { type: 'red', text: 'A warning sign. Call your care team now, or emergency services in an emergency.' },
  { type: 'yellow', text: 'Worth a call to your midwife or doctor within a day.' },
];

/** /flags: health alerts (docs/product.md, "Health alerts"). */
export function FlagsPage() {
  const userId = useUserId();
  const flags = useFlags(userId);
  const location = useEmergencyCountry();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | null>(null);

  if (flags.isPending) return <Loading label="Loading your alerts..." />;
  if (flags.isError) {
    return <ErrorState title="We could not load your alerts" onRetry={() => void flags.refetch()} />;
  }
  const all = flags.data;
  const count = (f: Filter) => (f === 'all' ? all.length : all.filter((x) => x.flagType === f).length);
  const shown = filter === 'all' ? all : all.filter((x) => x.flagType === filter);
  const reds = count('red');

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold">Health Alerts</h1>
        <p className="mt-1 text-muted">Symptoms and answers that may need your care team&apos;s attention.</p>
      </header>

      {reds > 0 ? (
        <section
          aria-labelledby="red-banner"
          className="rounded-2xl border-2 border-danger bg-danger-soft p-5"
        >
          <h2 id="red-banner" className="flex items-center gap-2 text-lg font-semibold text-danger">
            <AlertTriangle aria-hidden className="h-5 w-5" />
            You have {reds} urgent {reds === 1 ? 'alert' : 'alerts'}
          </h2>
          <p className="mt-1">
            If you feel unwell right now, call for help. If it is not an emergency, call your midwife or
            doctor today.
          </p>
          <EmergencyCall country={location.data ?? null} className="mt-3" />
        </section>
      ) : null}

      <div role="group" aria-label="Filter alerts" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className={cn(
              'min-h-11 rounded-full border px-4 font-medium transition-colors',
              filter === f.value
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface hover:bg-surface-2',
            )}
          >
            {f.label} ({count(f.value)})
          </button>
        ))}
      </div>

      {shown.length === 0 ? (
        <EmptyState title={all.length === 0 ? 'No health alerts' : 'No alerts of this kind'}>
          <ShieldCheck aria-hidden className="mx-auto mb-2 h-6 w-6 text-ok" />
          <p>
            {all.length === 0
              ? 'When a symptom you log needs attention, it will show here with what to do.'
              : 'Choose All to see every alert.'}
          </p>
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {shown.map((f) => (
            <li key={f.id}>
              <FlagCard
                flag={f}
                onDetails={() => setOpenId(f.id)}
                onSchedule={() => void navigate(scheduleHref(f))}
              />
            </li>
          ))}
        </ul>
      )}

      <Card>
        <CardTitle>What the alerts mean</CardTitle>
        <ul className="mt-3 space-y-3">
          {LEGEND.map(({ type, text }) => {
            const Icon = FLAG_ICON[type];
            return (
              <li key={type} className="flex gap-3">
                <Icon
                  aria-hidden
                  className={cn(
                    'mt-0.5 h-5 w-5 shrink-0',
                    { red: 'text-danger', yellow: 'text-caution', green: 'text-ok' }[type],
                  )}
                />
                <span>
                  <span className="font-medium">{FLAG_WORD[type]}:</span> {text}
                </span>
              </li>
            );
          })}
        </ul>
      </Card>

      <FlagDetailsDialog flagId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
