import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { type EventActions, EventList } from './event-item.tsx';
import { shortDay } from './format.ts';

export interface WeekSummary {
  start: string;
  end: string;
  events: CalendarEvent[];
  total: number;
  completed: number;
}

/** 'This Week's Overview': her week (from her locale's first day), total and completed counts, and the list. */
export function WeekOverviewCard({ week, actions }: { week: WeekSummary; actions: EventActions }) {
  return (
    <Card className="space-y-3" aria-labelledby="week-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="week-title">This Week&apos;s Overview</CardTitle>
        <p className="text-sm text-muted">
          {shortDay(week.start)} to {shortDay(week.end)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-surface-2 p-3">
          <dt className="text-sm text-muted">Total</dt>
          <dd className="text-2xl font-semibold" data-testid="week-total">
            {week.total}
          </dd>
        </div>
        <div className="rounded-xl bg-ok-soft p-3">
          <dt className="text-sm text-muted">Completed</dt>
          <dd className="text-2xl font-semibold" data-testid="week-completed">
            {week.completed}
          </dd>
        </div>
      </dl>
      {week.events.length ? (
        <EventList events={week.events} actions={actions} />
      ) : (
        <EmptyState title="A quiet week">
          Nothing from {shortDay(week.start)} to {shortDay(week.end)}.
        </EmptyState>
      )}
    </Card>
  );
}
