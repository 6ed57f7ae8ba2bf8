import { AlertTriangle, Siren } from 'lucide-react';
import type { StopSign } from '../../../../core/contracts/exercise.ts';

/**
 * The activity's stop signs from the warning-signs catalogue, shown before she starts. Emergency signs say
 * to call emergency services; the others to call her midwife or doctor now.
 */
export function StopSigns({ signs }: { signs: StopSign[] }) {
  if (signs.length === 0) return null;
  const emergency = signs.filter((s) => s.level === 'emergency');
  const urgent = signs.filter((s) => s.level !== 'emergency');
  return (
    <section
      aria-labelledby="stop-signs-title"
      className="rounded-2xl border border-caution/40 bg-caution-soft p-4"
    >
      <h3 id="stop-signs-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="h-5 w-5 text-caution" />
        Stop and call your midwife or doctor if...
      </h3>
      {urgent.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {urgent.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{s.name}</span>: {s.description}
            </li>
          ))}
        </ul>
      ) : null}
      {emergency.length ? (
        <div className="mt-3">
          <p className="flex items-center gap-2 font-semibold text-danger">
            <Siren aria-hidden className="h-5 w-5" />
            Call emergency services now if you have:
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {emergency.map((s) => (
              <li key={s.id}>
                <span className="font-medium">{s.name}</span>: {s.description}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
