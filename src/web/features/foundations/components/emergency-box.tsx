import { Phone, Siren } from 'lucide-react';
import { emergencyNumbersFor, telHref } from '../../../../core/domain/emergency-numbers.ts';
import { signsForStage } from '../../../../core/domain/warning-signs.ts';
import { useEmergencyCountry } from '../../../components/safety/use-emergency-country.ts';
import type { FoundationsStage } from '../topics.ts';

/** The stage's emergency signs from the warning-signs catalogue and the number to call for her country. */
export function EmergencyBox({ stage, week }: { stage: FoundationsStage; week: number | null }) {
  const location = useEmergencyCountry();
  const numbers = emergencyNumbersFor(location.data ?? null);
  const signs = (
    stage === 'pregnant'
      ? signsForStage('pregnancy', week ?? undefined)
      : [...signsForStage('postpartum'), ...signsForStage('newborn')]
  ).filter((s, i, all) => s.level === 'emergency' && all.findIndex((x) => x.id === s.id) === i);
  return (
    <section
      aria-labelledby="emergency-heading"
      className="rounded-2xl border-2 border-danger bg-danger-soft p-4 text-fg"
    >
      <h3 id="emergency-heading" className="flex items-center gap-2 font-semibold text-danger">
        <Siren aria-hidden className="h-5 w-5" />
        Emergency: call now
      </h3>
      <p className="mt-1">Call emergency services straight away for:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {signs.map((s) => (
          <li key={s.id}>
            <span className="font-medium">{s.name}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{numbers.label}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {numbers.numbers.map((n) => (
          <a
            key={n}
            href={telHref(n)}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-danger px-4 font-semibold text-white dark:text-black"
          >
            <Phone aria-hidden className="h-5 w-5" />
            Call {n}
          </a>
        ))}
      </div>
    </section>
  );
}
