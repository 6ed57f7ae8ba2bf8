import { Siren } from 'lucide-react';
import { signsForStage } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCall } from '../../../components/safety/emergency-call.tsx';

/**
 * The emergency-symptom card beside the chat: the catalogue's emergency signs after the birth, hers and her
 * baby's (docs/clinical-safety.md), by name, with the Call button. Nobody should have to ask a chat about these.
 */
export function EmergencySymptomsCard({ country }: { country: string | null }) {
  const names = (stage: 'postpartum' | 'newborn') =>
    signsForStage(stage)
      .filter((s) => s.level === 'emergency')
      .map((s) => s.name);
  return (
    <section
      aria-labelledby="chat-emergency"
      className="space-y-3 rounded-2xl border-2 border-danger bg-danger-soft p-4 text-fg"
    >
      <h2 id="chat-emergency" className="flex items-center gap-2 text-lg font-semibold text-danger">
        <Siren aria-hidden className="h-5 w-5 shrink-0" /> Do not wait for a reply
      </h2>
      <p>Call emergency services now for any of these:</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">You</h3>
          <ul className="list-disc pl-5">
            {names('postpartum').map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">Your baby</h3>
          <ul className="list-disc pl-5">
            {names('newborn').map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      </div>
      <EmergencyCall country={country} />
    </section>
  );
}
