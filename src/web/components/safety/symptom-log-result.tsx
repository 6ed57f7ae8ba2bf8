import { CheckCircle2, Info } from 'lucide-react';
import { forwardRef } from 'react';
import type { SymptomLogResponse } from '../../../../core/contracts/symptoms.ts';
import { type CallerSituation, getSign } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCard } from '../../../components/safety/emergency-card.tsx';

/** What the saved log means: the emergency card for red, a gentle note for yellow and green. */
export const LogResult = forwardRef<
  HTMLElement,
  { result: SymptomLogResponse; who: CallerSituation; country: string | null }
>(function LogResult({ result, who, country }, ref) {
  const { log, reason } = result;
  const sign = log.signId ? getSign(log.signId) : undefined;
  if (log.flagType === 'red' && sign) {
    return (
      <EmergencyCard
        ref={ref}
        sign={sign}
        who={who}
        symptom={getSign(log.symptom) ? undefined : log.symptom}
        country={country}
      />
    );
  }
  const caution = log.flagType === 'yellow';
  const Icon = caution ? Info : CheckCircle2;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`rounded-2xl border p-5 ${caution ? 'border-caution bg-caution-soft' : 'border-ok bg-ok-soft'}`}
    >
      <h2 className={`flex items-center gap-2 text-lg font-semibold ${caution ? 'text-caution' : 'text-ok'}`}>
        <Icon aria-hidden className="h-5 w-5" />
        {caution ? 'Logged: worth keeping an eye on' : 'Logged'}
      </h2>
      <p className="mt-1">{reason}.</p>
      <p className="mt-2">
        {sign
          ? sign.whatToDo
          : caution
            ? 'A strong symptom is worth a call to your midwife or doctor within a day, sooner if it gets worse or worries you.'
            : 'Thank you for noting it. If it gets worse or worries you, call your midwife or doctor.'}
      </p>
    </section>
  );
});
