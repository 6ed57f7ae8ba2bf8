import { Activity, CalendarDays, HeartPulse, Lightbulb } from 'lucide-react';
import { copilotTrendText } from '../../../core/domain/copilot.ts';
import { postpartumWeekText } from '../../../core/domain/phases.ts';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { hasScreen } from '../../lib/screens.ts';
import { cn } from '../../lib/cn.ts';
import { useUserId } from '../../api/session.ts';
import { useMe } from '../../api/auth/me.ts';
import { useCopilotCalendar } from '../../api/copilot/calendar.ts';
import { useEmotionalTrend } from '../../api/copilot/emotional-trend.ts';
import { useRecommendations } from '../../api/copilot/recommendations.ts';
import { useCopilotState } from '../../api/copilot/state.ts';
import { formatEventDate } from './event-date.ts';

/** What she has done in each part of the app, in her words. */
const MODULE_LABEL: Record<string, string> = {
  symptom_log: 'Symptoms logged',
  journal: 'Journal entries',
  calendar: 'Events you added',
  exercise: 'Exercises done',
  education: 'Articles read',
  chat: 'Questions to Zara',
  emergency: 'Urgent alerts',
};
const PRIORITY_WORD = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/**
 * The co-pilot (/copilot, docs/product.md "Co-pilot"): what needs her now, how she has been feeling and what is
 * coming up, in her words. The machinery (system status, intent tests, architecture) is the admins' screen,
 * /admin/copilot.
 */
export function CopilotPage() {
  const id = useUserId();
  const state = useCopilotState(id);
  const recs = useRecommendations(id);
  const trend = useEmotionalTrend(id);
  const cal = useCopilotCalendar(id);
  const me = useMe();

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
          {s.stage === 'pregnant'
            ? `Pregnant, week ${String(s.week)}. `
            : s.stage === 'postpartum'
              ? `${postpartumWeekText(s.week ?? 0)}. `
              : ''}
          What needs you now, how you have been feeling, and what is coming up.
        </p>
        {me.data?.role === 'admin' ? (
          <Link to="/admin/copilot" className="mt-1 inline-flex min-h-11 items-center text-primary underline">
            Open the system view (admins)
          </Link>
        ) : null}
      </header>

      <Card>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden className="h-5 w-5 text-primary" />
          What needs you now
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
          <HeartPulse aria-hidden className="h-5 w-5 text-primary" />
          How you have been feeling
        </CardTitle>
        {trend.isPending ? (
          <Loading label="Loading your check-ins..." />
        ) : trend.isError ? (
          <ErrorState title="Could not load your check-ins" onRetry={() => void trend.refetch()} />
        ) : (
          <>
            <p className="mt-2">{copilotTrendText(trend.data.emotionalTrend)}</p>
            <Link
              to="/mental-wellness"
              className="mt-2 inline-flex min-h-11 items-center text-primary underline"
            >
              Open Mental Wellness
            </Link>
          </>
        )}
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
          <Activity aria-hidden className="h-5 w-5 text-primary" />
          What you have done with Zara
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
          Articles are not counted: the app does not record which articles you read.
        </p>
      </Card>
    </div>
  );
}
