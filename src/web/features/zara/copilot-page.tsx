import { Activity, CalendarDays, Cpu, Database, HeartPulse, Lightbulb, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { hasScreen } from '../../lib/screens.ts';
import { cn } from '../../lib/cn.ts';
import { useUserId } from '../../api/session.ts';
import { useAnalyzeIntent } from '../../api/copilot/analyze-intent.ts';
import { useCopilotCalendar } from '../../api/copilot/calendar.ts';
import { useEmotionalTrend } from '../../api/copilot/emotional-trend.ts';
import { useRecommendations } from '../../api/copilot/recommendations.ts';
import { useCopilotState } from '../../api/copilot/state.ts';
import { formatEventDate } from './event-date.ts';

const INTENT_TESTS = [
  'I want to log a headache',
  'Write about today in my journal',
  'Book my next scan',
  'Gentle exercise for my back',
  'What happens at 30 weeks?',
  'I want to disappear',
] as const;

const MODULE_LABEL: Record<string, string> = {
  symptom_log: 'Symptom log',
  journal: 'Journal',
  calendar: 'Calendar',
  exercise: 'Exercise',
  education: 'Education',
  chat: 'Zara chat',
  emergency: 'Urgent alerts',
};
const PRIORITY_WORD = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The co-pilot (/copilot): the orchestration layer's status, with her real figures. */
export function CopilotPage() {
  const id = useUserId();
  const state = useCopilotState(id);
  const recs = useRecommendations(id);
  const trend = useEmotionalTrend(id);
  const cal = useCopilotCalendar(id);
  const intent = useAnalyzeIntent();

  if (state.isPending) return <Loading label="Loading the co-pilot..." />;
  if (state.isError)
    return <ErrorState title="Could not load the co-pilot" onRetry={() => void state.refetch()} />;
  const s = state.data;
  const max = Math.max(1, ...s.moduleUsage.map((m) => m.count));

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold">Co-pilot</h1>
        <p className="text-muted">
          Zara&apos;s AI orchestration layer: how your requests are routed, and what needs you next.
        </p>
      </header>

      <Card>
        <CardTitle>System status</CardTitle>
        <ul className="mt-3 space-y-2">
          <li className="flex items-center gap-2">
            <Database aria-hidden className="h-5 w-5 text-primary" />
            Database ({s.database === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL'}):{' '}
            {s.databaseOk ? 'online' : 'unavailable'}
          </li>
          <li className="flex items-center gap-2">
            <Cpu aria-hidden className="h-5 w-5 text-primary" />
            Answers:{' '}
            {s.provider.kind === 'model'
              ? `language model (${s.provider.model ?? ''})`
              : 'built-in responder'}
          </li>
          <li className="flex items-center gap-2">
            <HeartPulse aria-hidden className="h-5 w-5 text-primary" />
            {s.stage === 'pregnant'
              ? `Pregnant, week ${String(s.week)}`
              : s.stage === 'postpartum'
                ? `${String(s.week)} weeks after birth`
                : 'Getting started'}
          </li>
        </ul>
      </Card>

      <Card>
        <CardTitle>Intent analysis</CardTitle>
        <p className="mt-1 text-sm text-muted">
          Tap a sentence to see which part of the app it is routed to.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {INTENT_TESTS.map((t) => (
            <button
              key={t}
              type="button"
              onClick={() => intent.mutate(t)}
              className="min-h-11 rounded-full border border-border bg-surface px-4 text-sm hover:border-primary hover:text-primary"
            >
              {t}
            </button>
          ))}
        </div>
        <p className="mt-3 min-h-6" role="status">
          {intent.isPending
            ? 'Analysing...'
            : intent.data
              ? `${MODULE_LABEL[intent.data.module] ?? intent.data.module} (confidence ${String(Math.round(intent.data.confidence * 100))}%)`
              : intent.isError
                ? 'Could not analyse that. Please try again.'
                : ''}
        </p>
      </Card>

      <Card>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden className="h-5 w-5 text-primary" />
          Smart recommendations
        </CardTitle>
        {recs.isPending ? (
          <Loading label="Loading recommendations..." />
        ) : recs.isError ? (
          <ErrorState title="Could not load recommendations" onRetry={() => void recs.refetch()} />
        ) : (
          <ul className="mt-3 space-y-2">
            {recs.data.recommendations.map((r) => (
              <li key={r.id} className="rounded-2xl border border-border p-3">
                <p className="flex items-center justify-between gap-2 font-medium">
                  {/* A screen another engineer has not built yet is named, not linked to a dead end. */}
                  {r.route && hasScreen(r.route) ? (
                    <Link to={r.route} className="underline-offset-2 hover:underline">
                      {r.title}
                    </Link>
                  ) : (
                    r.title
                  )}
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-sm',
                      r.priority === 'high' ? 'bg-danger-soft text-danger' : 'bg-surface-2 text-muted',
                    )}
                  >
                    {PRIORITY_WORD[r.priority]}
                  </span>
                </p>
                <p className="mt-1 text-sm text-muted">{r.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card>
        <CardTitle className="flex items-center gap-2">
          <Activity aria-hidden className="h-5 w-5 text-primary" />
          Module usage
        </CardTitle>
        <ul className="mt-3 space-y-2">
          {s.moduleUsage.map((m) => (
            <li key={m.module}>
              <div className="flex justify-between text-sm">
                <span>{MODULE_LABEL[m.module]}</span>
                <span>{m.count}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-surface-2" aria-hidden>
                <div
                  className="h-2 rounded-full bg-primary"
                  style={{ width: `${String(Math.round((m.count / max) * 100))}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          Learn is not counted: the app does not record which articles you read.
        </p>
        <p className="mt-1 text-sm text-muted">
          Mood trend from your check-ins:{' '}
          {trend.data
            ? trend.data.emotionalTrend === 'unknown'
              ? 'not enough check-ins yet'
              : trend.data.emotionalTrend
            : '...'}
        </p>
      </Card>

      <Card>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden className="h-5 w-5 text-primary" />
          Upcoming events
        </CardTitle>
        {cal.isPending ? (
          <Loading label="Loading events..." />
        ) : cal.isError ? (
          <ErrorState title="Could not load events" onRetry={() => void cal.refetch()} />
        ) : cal.data.events.length === 0 ? (
          <EmptyState title="Nothing planned yet">
            <Link to="/calendar" className="text-primary underline">
              Open the calendar
            </Link>
          </EmptyState>
        ) : (
          <ul className="mt-3 space-y-1">
            {cal.data.events.map((e) => (
              <li key={e.id}>
                <time dateTime={e.time ? `${e.date}T${e.time}` : e.date} className="font-medium">
                  {formatEventDate(e.date, e.time)}
                </time>
                : {e.title}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card>
        <CardTitle className="flex items-center gap-2">
          <Workflow aria-hidden className="h-5 w-5 text-primary" />
          Architecture
        </CardTitle>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {s.architecture.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
