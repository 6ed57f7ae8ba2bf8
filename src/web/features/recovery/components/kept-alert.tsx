/**
 * The alert of a recovery entry kept on her phone with no signal (docs/product.md, "Offline"): the same rule as the
 * server's decides it, so heavy bleeding shows its emergency card and Call button at once, and any other flag says
 * it joins Health Alerts Today once the entry is sent.
 */
import { AlertTriangle } from 'lucide-react';
import type { RecoveryFlag } from '../../../../core/domain/recovery-flags.ts';
import { type CallerSituation, getSign } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCard } from '../../../components/safety/emergency-card.tsx';

export function KeptAlert({
  flag,
  who,
  country,
}: {
  flag: RecoveryFlag;
  who: CallerSituation;
  country: string | null;
}) {
  const sign = flag.signId ? getSign(flag.signId) : undefined;
  if (sign) return <EmergencyCard sign={sign} who={who} country={country} />;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-2xl border-2 border-danger bg-danger-soft p-4 font-medium"
    >
      <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-danger" />
      <span>
        Kept with an alert: {flag.reason}. It goes to your care team's review when it is sent, once you are
        back online.
      </span>
    </p>
  );
}
