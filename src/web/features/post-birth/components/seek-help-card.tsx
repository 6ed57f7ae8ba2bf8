import { AlertOctagon, AlertTriangle, Siren } from 'lucide-react';
import { signsForStage, type WarningSign } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCall } from '../../../components/safety/emergency-call.tsx';
import { useEmergencyCountry } from '../../../components/safety/use-emergency-country.ts';

const serious = (s: WarningSign) => s.level === 'emergency' || s.level === 'urgent';
const LEVEL = {
  emergency: { word: 'Call emergency services', icon: AlertOctagon },
  urgent: { word: 'Call your care team now', icon: AlertTriangle },
} as const;

function SignGroup({ title, signs }: { title: string; signs: readonly WarningSign[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 space-y-2">
        {signs.map((s) => {
          const l = LEVEL[s.level === 'emergency' ? 'emergency' : 'urgent'];
          return (
            <li key={s.id} className="rounded-xl bg-surface p-3">
              <p className="flex items-start gap-2 font-semibold">
                <l.icon aria-hidden className="mt-1 h-4 w-4 shrink-0 text-danger" /> <span>{s.name}</span>
              </p>
              <p className="text-sm">{s.description}</p>
              <p className="text-sm font-medium text-danger">{l.word}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * 'When to Seek Immediate Help': the emergency and urgent warning signs after the birth, hers and her baby's, from
 * the catalogue (docs/clinical-safety.md), with the Call button for her country.
 */
export function SeekHelpCard() {
  const country = useEmergencyCountry();
  const hers = signsForStage('postpartum').filter(serious);
  const baby = signsForStage('newborn').filter(serious);
  return (
    <section
      aria-labelledby="seek-help"
      className="rounded-2xl border-2 border-danger bg-danger-soft p-5 text-fg"
    >
      <h2 id="seek-help" className="flex items-center gap-2 text-xl font-semibold text-danger">
        <Siren aria-hidden className="h-6 w-6 shrink-0" /> When to Seek Immediate Help
      </h2>
      {/* The Call button first: the list is long, and she should not have to scroll past it to call. */}
      <p className="mt-2">
        If you or your baby has any of these signs, do not wait to see if it passes: each one says who to
        call.
      </p>
      <EmergencyCall country={country.data ?? null} className="mt-3" />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <SignGroup title="For you" signs={hers} />
        <SignGroup title="For your baby" signs={baby} />
      </div>
    </section>
  );
}
