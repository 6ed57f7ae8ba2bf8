import { AlertCircle, Bell, Check, CheckCircle2, MapPin, Pencil, Trash2 } from 'lucide-react';
import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { EVENT_TYPE_LABELS, PRIORITY_LABELS, shortDay, timeLabel } from './format.ts';

export interface EventActions {
  onComplete: (e: CalendarEvent) => void;
  onAccept: (e: CalendarEvent) => void;
  onEdit: (e: CalendarEvent) => void;
  onDelete: (e: CalendarEvent) => void;
  completingId?: string | null;
  acceptingId?: string | null;
}

const priorityStyle = {
  high: 'bg-primary-soft text-primary',
  medium: 'bg-surface-2 text-fg',
  low: 'bg-surface-2 text-muted',
} as const;

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5';

/** When, as separate pieces that never break inside ('Sun, Jan 3', '9:00 AM', 'Week 26'). */
function When({ event, showDate }: { event: CalendarEvent; showDate: boolean }) {
  const parts = [
    showDate ? shortDay(event.date) : null,
    timeLabel(event.time),
    event.pregnancyWeek ? `Week ${String(event.pregnancyWeek)}` : null,
  ].filter((p): p is string => p !== null);
  return (
    <p className="text-sm text-muted">
      {parts.map((p, i) => (
        <span key={p} className="whitespace-nowrap">
          {i ? ' · ' : ''}
          {p}
        </span>
      ))}
    </p>
  );
}

/** One event: what, when, where, its type and priority in words, and its actions. */
export function EventItem({
  event,
  actions,
  showDate = true,
}: {
  event: CalendarEvent;
  actions: EventActions;
  showDate?: boolean;
}) {
  const done = event.isCompleted;
  // A milestone (a trimester, term, the due date) is a date that comes, not something to do: nothing to complete.
  const completable =
    !done &&
    (event.eventType === 'ob_appointment' || event.eventType === 'manual' || event.eventType === 'reminder');
  return (
    <li
      className="rounded-xl border border-border bg-surface p-3"
      data-testid="calendar-event"
      data-event-id={event.id}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className={cn('font-medium break-words', done && 'text-muted line-through')}>
            {done ? <CheckCircle2 aria-hidden className="mr-1 inline h-4 w-4 text-ok" /> : null}
            {event.title}
            {done ? <span className="sr-only"> (completed)</span> : null}
          </p>
          <When event={event} showDate={showDate} />
          {event.location ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden className="h-3.5 w-3.5 shrink-0" />
              <span className="break-words">{event.location}</span>
            </p>
          ) : null}
        </div>
        <div className="-mt-1 -mr-1 flex shrink-0">
          <IconButton
            small
            icon={Pencil}
            label={`Edit "${event.title}"`}
            onClick={() => actions.onEdit(event)}
          />
          <IconButton
            small
            icon={Trash2}
            label={`Delete "${event.title}"`}
            onClick={() => actions.onDelete(event)}
          />
        </div>
      </div>
      {/* Badges, then her actions: side by side when there is room, the actions on their own line when not. */}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5 text-xs font-medium">
          <span className={cn(badge, 'bg-surface-2')}>{EVENT_TYPE_LABELS[event.eventType]}</span>
          <span className={cn(badge, priorityStyle[event.priority])}>
            {event.priority === 'high' ? <AlertCircle aria-hidden className="h-3 w-3" /> : null}
            {PRIORITY_LABELS[event.priority]} priority
          </span>
          {event.reminderEnabled && !done ? (
            <span className={cn(badge, 'bg-surface-2 text-muted')}>
              <Bell aria-hidden className="h-3 w-3" />
              Reminder on
            </span>
          ) : null}
        </div>
        {completable ? (
          <div className="ml-auto flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => actions.onComplete(event)}
              disabled={actions.completingId === event.id}
              aria-label={`Mark "${event.title}" as completed`}
            >
              <Check aria-hidden className="h-4 w-4" />
              Complete
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function EventList({
  events,
  actions,
  showDate,
}: {
  events: CalendarEvent[];
  actions: EventActions;
  showDate?: boolean;
}) {
  return (
    <ul className="space-y-2">
      {events.map((e) => (
        <EventItem key={e.id} event={e} actions={actions} showDate={showDate ?? true} />
      ))}
    </ul>
  );
}
