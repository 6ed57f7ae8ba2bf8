import { AlertTriangle } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { type CallerSituation, fillWhatToSay, type WarningSign } from '../../../core/domain/warning-signs.ts';
import { EmergencyCall } from './emergency-call.tsx';
import { SignSources } from './sign-sources.tsx';

export interface EmergencyCardProps {
  sign: WarningSign;
  who: CallerSituation;
  /** What she typed, used in "what to say". */
  symptom?: string;
  country: string | null;
}

/** What to do now, what to say on the phone, and the Call button (docs/clinical-safety.md). */
export const EmergencyCard = forwardRef<HTMLElement, EmergencyCardProps>(function EmergencyCard(
  { sign, who, symptom, country },
  ref,
) {
  const heading = sign.level === 'emergency' ? 'Please get help now' : 'Please call your care team now';
  // More than one card can show at once (her bleeding and her baby's nappies): each needs its own title id.
  const titleId = useId();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-2xl border-2 border-danger bg-danger-soft p-5 text-fg"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold text-danger">
        <AlertTriangle aria-hidden className="h-6 w-6 shrink-0" />
        {heading}
      </h2>
      <p className="mt-1 font-medium">
        {sign.name}: {sign.level === 'emergency' ? 'an emergency warning sign' : 'an urgent warning sign'}
      </p>
      <h3 className="mt-4 font-semibold">What to do</h3>
      <p className="mt-1">{sign.whatToDo}</p>
      <h3 className="mt-4 font-semibold">What to say on the phone</h3>
      <p className="mt-1 rounded-xl bg-surface p-3 italic">
        &ldquo;{fillWhatToSay(sign, who, symptom)}&rdquo;
      </p>
      <EmergencyCall country={country} className="mt-4" />
      <SignSources sign={sign} className="mt-4" />
    </section>
  );
});
