import { HeartPulse } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { callerSituation } from '../../../components/safety/caller-situation.ts';
import { SymptomLogResult } from '../../../components/safety/symptom-log-result.tsx';
import { useEmergencyCountry } from '../../../components/safety/use-emergency-country.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SeverityPicker } from '../../../components/ui/severity-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useMyProfileStatus } from '../../../api/session.ts';
import { type LoggedSymptom, useLogSymptom } from '../../../api/symptoms/log-symptom.ts';
import { contentStageOf } from '../../../../core/domain/stage.ts';

// The form checks with the contract's schema, in the server's plain words; that check (and Zod) loads when she
// first logs, not with the dashboard.
const quickLogResolver = lazyResolver<{ symptom: string; severity: number }>(() =>
  import('./quick-log-validation.ts').then((m) => m.quickLogResolver),
);

/**
 * The dashboard's quick log (the same endpoint as /symptoms): her words and how strong, one Log button, and the
 * colour at once, with the emergency card straight away for a red result.
 */
export function QuickSymptomLog({ userId }: { userId: string }) {
  const status = useMyProfileStatus();
  const country = useEmergencyCountry();
  const logSymptom = useLogSymptom(userId, contentStageOf(status.data?.profile.stage ?? 'pregnant'));
  const { register, handleSubmit, setValue, control, reset, formState } = useForm({
    defaultValues: { symptom: '', severity: 2 },
    resolver: quickLogResolver,
  });
  const severity = useWatch({ control, name: 'severity' });
  const [result, setResult] = useState<LoggedSymptom | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <HeartPulse aria-hidden className="h-5 w-5 text-primary" /> Quick log
      </CardTitle>
      <form
        aria-label="Quick symptom log"
        className="mt-3 space-y-4"
        noValidate
        onSubmit={(e) =>
          // A quick-log text must not be blank (the contract's rule, the same message as /symptoms).
          void handleSubmit((body) =>
            logSymptom.mutate(body, {
              onSuccess: (res) => {
                setResult(res);
                reset();
              },
            }),
          )(e)
        }
      >
        <Field
          label="How are you feeling?"
          placeholder="e.g. back ache, headache"
          maxLength={200}
          error={formState.errors.symptom?.message}
          {...register('symptom')}
        />
        <SeverityPicker value={severity} onChange={(v) => setValue('severity', v)} />
        {formState.errors.root ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {formState.errors.root.message}
          </p>
        ) : null}
        {logSymptom.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorMessage(logSymptom.error)} Please try again.
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={logSymptom.isPending}>
          {logSymptom.isPending ? 'Saving...' : 'Log'}
        </Button>
      </form>
      {result ? (
        <div className="mt-4 space-y-2">
          <SymptomLogResult
            ref={resultRef}
            result={result}
            who={callerSituation(status.data)}
            country={country.data ?? null}
          />
          <Link
            to="/symptoms"
            className="inline-flex min-h-11 items-center font-semibold text-primary underline"
          >
            See your week of symptoms
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
