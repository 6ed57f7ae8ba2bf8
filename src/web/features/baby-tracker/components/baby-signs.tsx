import { Info } from 'lucide-react';
import type { BabySign } from '../../../../core/contracts/baby-tracking-status.ts';
import { getSign } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCard } from '../../../components/safety/emergency-card.tsx';
import type { CallerSituation } from '../../../../core/domain/warning-signs.ts';
import { SignSources } from '../../../components/safety/sign-sources.tsx';

/**
 * Warning signs the server found in the baby's logs (catalogue part C; docs/clinical-safety.md): a sign (no wet
 * nappy for 12 hours, a pale stool) shows what was seen, the catalogue's advice and the Call button, and was
 * raised for review; the gentle step before (8 hours without a wet nappy) shows the advice alone.
 */
export function BabySigns({
  signs,
  who,
  country,
}: {
  signs: readonly BabySign[];
  who: CallerSituation;
  country: string | null;
}) {
  if (signs.length === 0) return null;
  return (
    <div className="space-y-3">
      {signs.map((s) => {
        const sign = getSign(s.signId);
        if (!sign) return null;
        if (s.level === 'sign')
          return (
            <div key={`${s.signId}-${s.since}`} className="space-y-2">
              <p className="font-semibold text-danger">{s.reason}</p>
              <EmergencyCard sign={sign} who={who} country={country} />
            </div>
          );
        return (
          <section
            key={`${s.signId}-${s.since}`}
            role="status"
            aria-label={sign.name}
            className="rounded-2xl border border-caution bg-caution-soft p-4"
          >
            <p className="flex items-start gap-2 font-semibold text-caution">
              <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0" /> {s.reason}
            </p>
            <p className="mt-1">{sign.whatToDo}</p>
            <SignSources sign={sign} className="mt-2" />
          </section>
        );
      })}
    </div>
  );
}
