import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createSymptomLogSchema, type SymptomLog } from '../../../core/contracts/symptoms.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import { installZodMessages } from '../../../core/contracts/zod-messages.ts';
import { callerSituation } from '../../components/safety/caller-situation.ts';
import { SymptomLogResult } from '../../components/safety/symptom-log-result.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AddVisitQuestion } from '../../components/visit-questions/add-visit-question.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatInstantDay } from '../../lib/dates.ts';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { type LoggedSymptom, useLogSymptom } from '../../api/symptoms/log-symptom.ts';
import { WaitingList } from '../../components/offline/waiting-list.tsx';
import { useRecentSymptoms } from '../../api/symptoms/recent-symptoms.ts';
import { useSymptomHistory } from '../../api/symptoms/symptom-history.ts';
import { SeverityChart } from './components/severity-chart.tsx';
import { SeverityPicker } from '../../components/ui/severity-picker.tsx';
import { chosenSymptom, type PickedSymptom, SymptomPicker } from './components/symptom-picker.tsx';
import { WeekHistory } from './components/week-history.tsx';
import { contentStageOf } from '../../../core/domain/stage.ts';
import { symptomWeekSummary } from '../../../core/domain/symptom-flag.ts';

// The form checks with the contract's schema, in the server's plain words.
installZodMessages();
const logSchema = createSymptomLogSchema.pick({ symptom: true, severity: true });

/** Her log as a question for her midwife, in words she can change. */
const symptomQuestion = (log: SymptomLog) =>
  `I have had ${getSign(log.symptom)?.name.toLowerCase() ?? log.symptom} (${String(log.severity)} of 5) since ${formatInstantDay(log.startedAt, 'dayMonth')}. Can we talk about it?`;

/** /symptoms: log in a few taps, see the week and the severity over time (docs/product.md, "Symptom log"). */
export function SymptomsPage() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const location = useEmergencyCountry();
  const recent = useRecentSymptoms(userId);
  const history = useSymptomHistory(userId);

  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<PickedSymptom | null>(null);
  const { handleSubmit, setValue, control, reset, clearErrors, formState } = useForm({
    defaultValues: { symptom: '', severity: 2 },
    resolver: zodResolver(logSchema),
  });
  const severity = useWatch({ control, name: 'severity' });
  const [result, setResult] = useState<LoggedSymptom | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const stage = contentStageOf(status.data?.profile.stage ?? 'pregnant');
  const logSymptom = useLogSymptom(userId, stage);
  const week =
    status.data?.profile.stage === 'pregnant' ? status.data.pregnancyStatus.currentWeek : undefined;
  const country = location.data ?? null;

  const chosen = chosenSymptom(picked, query);
  // What a submit logs follows the picker: the chip she picked, else the words she typed.
  const choose = (p: PickedSymptom | null, q: string) => {
    setValue('symptom', chosenSymptom(p, q)?.value ?? '');
    clearErrors('symptom');
  };
  const submit = handleSubmit((body) =>
    logSymptom.mutate(body, {
      onSuccess: (res) => {
        setResult(res);
        setQuery('');
        setPicked(null);
        reset();
      },
    }),
  );

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Symptom Log</h1>
        <p className="mt-1 text-muted">
          Note how you feel. We will tell you straight away if something needs a call.
        </p>
      </header>

      {result ? (
        <SymptomLogResult
          ref={resultRef}
          result={result}
          who={callerSituation(status.data)}
          country={country}
        />
      ) : null}
      {/* Something to raise at her next visit; a red result needs a call now, not a question for later. */}
      {result && result.log.flagType !== 'red' ? (
        <AddVisitQuestion suggestion={symptomQuestion(result.log)} source="symptom-log" />
      ) : null}

      <Card>
        <form className="space-y-5" noValidate onSubmit={(e) => void submit(e)}>
          <SymptomPicker
            stage={stage}
            week={week}
            query={query}
            onQueryChange={(q) => {
              setQuery(q);
              // Typing clears an earlier pick (the picker says so too).
              choose(null, q);
            }}
            picked={picked}
            onPick={(p) => {
              setPicked(p);
              // Un-picking happens as she types, which has already followed her words.
              if (p) choose(p, query);
            }}
            error={formState.errors.symptom?.message}
          />
          {chosen ? (
            <p className="text-sm">
              Chosen: <span className="font-medium">{chosen.label}</span>
            </p>
          ) : null}
          <SeverityPicker value={severity} onChange={(v) => setValue('severity', v)} />
          {logSymptom.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errorMessage(logSymptom.error)}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={logSymptom.isPending}>
            {logSymptom.isPending ? 'Saving...' : 'Log symptom'}
          </Button>
        </form>
      </Card>

      <Card>
        <CardTitle>This week</CardTitle>
        {recent.data?.length ? (
          // Summed up from the very logs listed below, in the words of the scale she rated them on.
          <p className="mt-1 text-muted" data-testid="week-summary">
            {symptomWeekSummary(recent.data.map((l) => l.severity))}
          </p>
        ) : null}
        <div className="mt-3 space-y-3">
          <WaitingList endpoint="POST /api/symptom-logs" userId={userId} />
          {recent.isPending ? (
            <Loading label="Loading your week..." />
          ) : recent.isError ? (
            <ErrorState title="Failed to fetch recent symptoms" onRetry={() => void recent.refetch()} />
          ) : (
            <WeekHistory logs={recent.data} />
          )}
        </div>
      </Card>

      <Card>
        <CardTitle>Severity over time</CardTitle>
        <div className="mt-3">
          {history.isPending ? (
            <Loading label="Loading your history..." />
          ) : history.isError ? (
            <ErrorState title="We could not load your history" onRetry={() => void history.refetch()} />
          ) : history.data.items.length < 2 ? (
            <EmptyState title="Your chart appears after two logs">
              Log how you feel over a few days to see the pattern.
            </EmptyState>
          ) : (
            <SeverityChart logs={history.data.items} />
          )}
        </div>
      </Card>
    </div>
  );
}
