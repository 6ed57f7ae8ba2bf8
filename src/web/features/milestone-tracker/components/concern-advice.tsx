import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { getSign } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCall } from '../../../components/safety/emergency-call.tsx';
import { SignSources } from '../../../components/safety/sign-sources.tsx';
import type { SaveResult } from './status-form.tsx';

/**
 * After 'Concerned' (docs/product.md, "Milestone tracker"): on a milestone whose red flags the catalogue holds,
 * the catalogue's own signs and advice with the Call button, and word that it went to her health alerts for
 * review; on any other, that it is kept for the week's report and who to talk to.
 */
export function ConcernAdvice({ result, country }: { result: SaveResult; country: string | null }) {
  if (result.status !== 'delayed') return null;
  if (result.signs.length === 0)
    return (
      <section
        aria-label="Your concern"
        className="flex items-start gap-2 rounded-2xl border border-border bg-surface-2 p-4"
      >
        <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
        <p>
          Your concern is kept with this milestone and goes into the week’s milestone report. Share it with
          your health visitor or doctor: every baby develops at their own pace, and they can check.
        </p>
      </section>
    );
  return (
    <section
      role="alert"
      aria-label="If you see one of these signs"
      className="space-y-3 rounded-2xl border-2 border-caution bg-caution-soft p-4"
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Info aria-hidden className="h-5 w-5 shrink-0 text-caution" /> If you see one of these signs
      </h3>
      <ul className="space-y-3">
        {result.signs.map((s) => {
          const sign = getSign(s.id);
          return (
            <li key={s.id}>
              <p className="font-semibold">{s.name}</p>
              <p>{s.description}</p>
              <p className="mt-1">
                <span className="font-medium">What to do: </span>
                {s.whatToDo}
              </p>
              {sign ? <SignSources sign={sign} className="mt-1" /> : null}
            </li>
          );
        })}
      </ul>
      <EmergencyCall country={country} />
      {result.waiting ? (
        <p>
          Your concern is kept on your phone and goes to your health alerts for review when you are back
          online.
        </p>
      ) : (
        <p>
          We added your concern to your{' '}
          <Link to="/flags" className="font-medium text-primary underline">
            health alerts
          </Link>{' '}
          so it can be reviewed.
        </p>
      )}
    </section>
  );
}
