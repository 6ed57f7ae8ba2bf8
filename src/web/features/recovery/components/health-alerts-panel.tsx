import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { RecoveryDay } from '../../../../core/contracts/recovery.ts';
import { type CallerSituation, getSign } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCard } from '../../../components/safety/emergency-card.tsx';

/**
 * The spec's red 'Health Alerts Today' panel, shown when the day has a flagged log: the server's reasons, the
 * reminder to contact her healthcare provider, and for a catalogue sign (heavy bleeding or clots) its advice and the
 * Call button. Every flagged log was also raised for review and is on /flags.
 */
export function HealthAlertsPanel({
  day,
  who,
  country,
}: {
  day: RecoveryDay;
  who: CallerSituation;
  country: string | null;
}) {
  if (day.alerts.count === 0) return null;
  const signIds = [...new Set(day.logs.map((l) => l.signId).filter((s): s is string => s !== null))];
  return (
    <section
      aria-labelledby="health-alerts"
      className="space-y-3 rounded-2xl border-2 border-danger bg-danger-soft p-4 text-fg"
    >
      <h2 id="health-alerts" className="flex items-center gap-2 text-xl font-semibold text-danger">
        <AlertTriangle aria-hidden className="h-6 w-6" /> Health Alerts Today
      </h2>
      <ul className="list-disc space-y-1 pl-5 font-medium">
        {[...new Set(day.alerts.reasons)].map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p>
        Please contact your healthcare provider about {day.alerts.count === 1 ? 'this' : 'these'}: your
        midwife, doctor or maternity unit.
      </p>
      {signIds.map((id) => {
        const sign = getSign(id);
        return sign ? <EmergencyCard key={id} sign={sign} who={who} country={country} /> : null;
      })}
      <Link
        to="/flags"
        className="inline-flex min-h-11 items-center font-semibold text-danger underline underline-offset-2"
      >
        See all your health alerts
      </Link>
    </section>
  );
}
