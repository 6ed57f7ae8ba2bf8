import { CheckCircle2, Info } from 'lucide-react';
import { forwardRef } from 'react';
import type { SymptomLogResponse } from '../../../core/contracts/symptoms.ts';
import { symptomAdvice } from '../../../core/domain/symptom-flag.ts';
import { type CallerSituation, getSign } from '../../../core/domain/warning-signs.ts';
import { EmergencyCard } from './emergency-card.tsx';
import { SignSources } from './sign-sources.tsx';

/**
 * What a saved symptom log means, shown on /symptoms and in the dashboard's quick log: the emergency card for red,
 * a gentle note for yellow and green whose advice matches the colour's legend (symptom-flag.ts).
 */
export const SymptomLogResult = forwardRef<
  HTMLElement,
  { result: SymptomLogResponse & { waiting?: boolean }; who: CallerSituation; country: string | null }
>(function SymptomLogResult({ result, who, country }, ref) {
  const { log, reason } = result;
  // Kept on her phone with no signal: the colour is the same rule's; the log itself is sent later.
  const waiting = result.waiting ? (
    <p className="mt-2 text-sm" data-testid="symptom-waiting">
      No signal: this log is kept on your phone and sent when you are back online.
    </p>
  ) : null;
  const sign = log.signId ? getSign(log.signId) : undefined;
  if (log.flagType === 'red' && sign) {
    return (
      <>
        <EmergencyCard
          ref={ref}
          sign={sign}
          who={who}
          symptom={getSign(log.symptom) ? undefined : log.symptom}
          country={country}
        />
        {waiting}
      </>
    );
  }
  const caution = log.flagType === 'yellow';
  const Icon = caution ? Info : CheckCircle2;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-label="Symptom logged"
      className={`rounded-2xl border p-5 ${caution ? 'border-caution bg-caution-soft' : 'border-ok bg-ok-soft'}`}
    >
      <h2 className={`flex items-center gap-2 text-lg font-semibold ${caution ? 'text-caution' : 'text-ok'}`}>
        <Icon aria-hidden className="h-5 w-5" />
        {caution ? 'Logged: worth keeping an eye on' : 'Logged'}
      </h2>
      <p className="mt-1">{reason}.</p>
      <p className="mt-2">{symptomAdvice(log.flagType, sign)}</p>
      {sign ? <SignSources sign={sign} className="mt-3" /> : null}
      {waiting}
    </section>
  );
});
