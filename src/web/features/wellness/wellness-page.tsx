import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import type { Screening } from '../../../core/contracts/wellness.ts';
import { type Instrument, INSTRUMENTS } from '../../../core/domain/screening.ts';
import { EmergencyCall } from '../../components/safety/emergency-call.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { useUserId } from '../../api/session.ts';
import { useMoodHistory } from '../../api/wellness/mood-history.ts';
import { useScreenings } from '../../api/wellness/screenings.ts';
import { useRaiseCrisisFlag } from '../../api/wellness/raise-crisis-flag.ts';
import { useSubmitScreening } from '../../api/wellness/submit-screening.ts';
import { newCheckId } from './check-id.ts';
import { CrisisPanel } from './components/crisis-panel.tsx';
import { MoodChart } from './components/mood-chart.tsx';
import { ScreeningResult } from './components/screening-result.tsx';
import { ScreeningTrend } from './components/screening-trend.tsx';
import { SelfCheck } from './components/self-check.tsx';
import { EMOTIONAL_TREND_TEXT } from '../../../core/domain/mood-history.ts';
import { CrisisLines } from '../../components/safety/crisis-lines.tsx';

/** /mental-wellness (docs/product.md, "Mental wellness"): mood history, PHQ-9 / GAD-7 self-checks, crisis lines. */
export function WellnessPage() {
  const userId = useUserId();
  const location = useEmergencyCountry();
  const country = location.data ?? null;
  const moods = useMoodHistory(userId);
  const screenings = useScreenings(userId);
  const submit = useSubmitScreening(userId);
  const raiseCrisis = useRaiseCrisisFlag();
  const [active, setActive] = useState<Instrument | null>(null);
  // One id per run of a check: the crisis flag raised mid-check and the finished result meet on it.
  const [checkId, setCheckId] = useState(newCheckId);
  const [result, setResult] = useState<Screening | null>(null);
  const [crisisOpen, setCrisisOpen] = useState(false);

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold">Mental Wellness</h1>
        <p className="mt-1 text-muted">
          How you have been feeling, gentle self-checks, and support whenever you need it.
        </p>
        <a
          href="#crisis-lines"
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline"
        >
          <HeartHandshake aria-hidden className="h-5 w-5" />
          Need to talk to someone now? Crisis lines
        </a>
      </header>

      {result?.crisis ? <CrisisPanel country={country} id="crisis-after-check" /> : null}
      {result ? <ScreeningResult screening={result} /> : null}

      <Card>
        <CardTitle>Your mood over the weeks</CardTitle>
        <div className="mt-3">
          {moods.isPending ? (
            <Loading label="Loading your check-ins..." />
          ) : moods.isError ? (
            <ErrorState title="We could not load your check-ins" onRetry={() => void moods.refetch()} />
          ) : moods.data.weeks.length === 0 ? (
            <EmptyState title="No check-ins yet">
              Your daily mood check-ins on the dashboard will build this chart.
            </EmptyState>
          ) : (
            <>
              <p className="mb-3">{EMOTIONAL_TREND_TEXT[moods.data.trend]}</p>
              <MoodChart weeks={moods.data.weeks} />
            </>
          )}
        </div>
      </Card>

      <Card>
        <CardTitle>Self-checks</CardTitle>
        {active ? (
          <div className="mt-4">
            <h3 className="mb-3 text-lg font-semibold">
              {INSTRUMENTS[active].name}: {INSTRUMENTS[active].about}
            </h3>
            {submit.isError ? (
              <p role="alert" className="mb-3 font-medium text-danger">
                {errorMessage(submit.error)}
              </p>
            ) : null}
            <SelfCheck
              key={active}
              instrument={active}
              pending={submit.isPending}
              onCancel={() => setActive(null)}
              onCrisis={(answer) => {
                setCrisisOpen(true);
                raiseCrisis.mutate({ checkId, answer });
              }}
              onSubmit={(answers) =>
                submit.mutate(
                  { instrument: active, answers, checkId },
                  {
                    onSuccess: (res) => {
                      setActive(null);
                      setResult(res.screening);
                      window.scrollTo({ top: 0 });
                    },
                  },
                )
              }
            />
          </div>
        ) : (
          <>
            <p className="mt-2">
              Two short questionnaires used by doctors and midwives everywhere. They take about two minutes
              and help you put feelings into words. Your answers are private to you and your care team.
            </p>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {(['phq9', 'gad7'] as const).map((i) => (
                <Button
                  key={i}
                  variant="outline"
                  size="lg"
                  onClick={() => {
                    setResult(null);
                    raiseCrisis.reset();
                    setCheckId(newCheckId());
                    setActive(i);
                  }}
                >
                  <span className="flex flex-col">
                    <span>Start {INSTRUMENTS[i].name}</span>
                    <span className="text-sm text-muted">{INSTRUMENTS[i].about}</span>
                  </span>
                </Button>
              ))}
            </div>
          </>
        )}
      </Card>

      <Card>
        <CardTitle>Your past results</CardTitle>
        <div className="mt-3">
          {screenings.isPending ? (
            <Loading label="Loading your results..." />
          ) : screenings.isError ? (
            <ErrorState title="We could not load your results" onRetry={() => void screenings.refetch()} />
          ) : (
            <ScreeningTrend screenings={screenings.data} />
          )}
        </div>
      </Card>

      <CrisisPanel country={country} id="crisis-lines" />

      <Dialog open={crisisOpen} onOpenChange={setCrisisOpen} title="You do not have to go through this alone">
        <div className="space-y-4">
          <p>
            Thank you for telling us. Thoughts of being better off dead or of hurting yourself can come with
            depression, and they are a sign to reach out for support now, not to wait. Please call one of
            these lines or emergency services, or tell someone you trust who can stay with you.
          </p>
          <CrisisLines country={country} />
          <EmergencyCall country={country} />
          <CrisisFlagStatus
            pending={raiseCrisis.isPending}
            saved={raiseCrisis.isSuccess}
            failed={raiseCrisis.isError}
          />
          <Button variant="outline" className="w-full" onClick={() => setCrisisOpen(false)}>
            Continue the self-check
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Says truthfully where the red flag for review stands: sent, being sent, or to be sent with the finished check. */
function CrisisFlagStatus({ pending, saved, failed }: { pending: boolean; saved: boolean; failed: boolean }) {
  return (
    <p role="status" className="text-sm text-muted">
      {saved
        ? 'Your answer has been flagged so a clinical reviewer can follow up.'
        : failed
          ? 'We could not reach the review team just now. We will flag your answer again when you finish the check. The lines above work at any time.'
          : pending
            ? 'Flagging your answer so a clinical reviewer can follow up...'
            : null}
    </p>
  );
}
