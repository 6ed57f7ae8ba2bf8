import { Plus, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { CalendarEvent } from '../../../core/contracts/calendar.ts';
import {
  EVENT_TYPES,
  eventsOn,
  type EventType,
  PRIORITIES,
  type Priority,
  upcomingEvents,
  weekOverview,
} from '../../../core/domain/calendar.ts';
import { splitSuggestions } from '../../../core/domain/booked.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useMe } from '../../api/auth/me.ts';
import { useLocalTime } from '../../lib/local-time.ts';
import { useProfileStatus } from '../../api/profile/profile-status.ts';
import { useAcceptEvent } from '../../api/calendar/accept-event.ts';
import { calendarEventsOptions, useCalendarEvents } from '../../api/calendar/calendar-events.ts';
import { useCompleteEvent } from '../../api/calendar/complete-event.ts';
import { useCreateEvent } from '../../api/calendar/create-event.ts';
import { useDeleteEvent } from '../../api/calendar/delete-event.ts';
import { useUpdateEvent } from '../../api/calendar/update-event.ts';
import { type EventActions, EventList } from './components/event-item.tsx';
import { emptyEventForm, type EventFormValues, formFromEvent } from './components/event-form-values.ts';
import { LazyEventFormDialog } from './components/lazy-event-form.tsx';
import { longDay } from './components/format.ts';
import { MonthView, monthStart } from './components/month-view.tsx';
import { PhoneCalendarDialog } from './components/phone-calendar-dialog.tsx';
import { RemindersCard } from './components/reminders-card.tsx';
import { SuggestionsCard } from './components/suggestions-card.tsx';
import { WeekOverviewCard } from './components/week-overview-card.tsx';
import { ZoneNotice } from './components/zone-notice.tsx';
import { firstDayOfWeek } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';

type FormState =
  | { mode: 'add'; initial: EventFormValues; key: number }
  | { mode: 'edit'; initial: EventFormValues; key: number; event: CalendarEvent };

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.find((x) => x === v);

/** /calendar?add=1&title=...&priority=high&type=ob_appointment (Health alerts' Schedule button) prefills Add Event. */
function prefillFrom(params: URLSearchParams, today: string): EventFormValues {
  const base = emptyEventForm(today);
  return {
    ...base,
    title: (params.get('title') ?? '').slice(0, 120),
    description: (params.get('description') ?? '').slice(0, 2000),
    eventType: oneOf<EventType>(EVENT_TYPES, params.get('type')) ?? base.eventType,
    priority: oneOf<Priority>(PRIORITIES, params.get('priority')) ?? base.priority,
  };
}

/** Her events, asked for before the frame is drawn (app/early-requests.ts). */
export const prefetchData: PrefetchData = (queryClient, { userId }) =>
  void queryClient.prefetchQuery(calendarEventsOptions(userId));

/** The pregnancy calendar (docs/product.md, "Calendar"). */
export function CalendarPage() {
  const me = useMe();
  const userId = me.data?.id ?? '';
  const status = useProfileStatus(userId);
  const profile = status.data?.profile;
  // Her today and now in her profile's zone, the same clock as her reminders and the server.
  const { today: nowDate, time: nowTime } = useLocalTime(profile?.timeZone);
  const now = { date: nowDate, time: nowTime };
  const events = useCalendarEvents(userId);
  const accept = useAcceptEvent(userId);
  const create = useCreateEvent(userId);
  const update = useUpdateEvent(userId);
  const complete = useCompleteEvent(userId);
  const remove = useDeleteEvent(userId);
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<FormState | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [toDelete, setToDelete] = useState<CalendarEvent | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? now.date;
  const [pickedMonth, setMonth] = useState<string | null>(null);
  const month = pickedMonth ?? monthStart(now.date);

  useDocumentTitle('Calendar');

  // Opened as /calendar?add=1&...: open the prefilled dialog once (state adjusted while rendering), then tidy the URL.
  // (Once her profile is here: the dialog's date is her today.)
  const addRequest = params.get('add') === '1' && !status.isPending ? params.toString() : null;
  const [handledRequest, setHandledRequest] = useState<string | null>(null);
  if (addRequest && addRequest !== handledRequest) {
    setHandledRequest(addRequest);
    setForm({ mode: 'add', initial: prefillFrom(params, now.date), key: (form?.key ?? 0) + 1 });
    setFormOpen(true);
  }
  useEffect(() => {
    if (addRequest) setParams({}, { replace: true });
  }, [addRequest, setParams]);

  const openAdd = () => {
    setForm({
      mode: 'add',
      initial: emptyEventForm(selected >= now.date ? selected : now.date),
      key: (form?.key ?? 0) + 1,
    });
    setFormOpen(true);
  };

  const actions: EventActions = {
    completingId: complete.isPending ? (complete.variables ?? null) : null,
    acceptingId: accept.isPending ? (accept.variables ?? null) : null,
    onAccept: (e) =>
      accept.mutate(e.id, {
        onSuccess: () =>
          toast.success('Added to your calendar', {
            description: e.reminderEnabled
              ? `"${e.title}" is now yours and will remind you the day before.`
              : `"${e.title}" is now yours.`,
          }),
        onError: (err) => toast.error('Could not add the suggestion', { description: errorMessage(err) }),
      }),
    onComplete: (e) =>
      complete.mutate(e.id, {
        onSuccess: () =>
          toast.success('Event completed', { description: 'The event has been marked as completed.' }),
        onError: (err) => toast.error('Could not complete the event', { description: errorMessage(err) }),
      }),
    onEdit: (e) => {
      setForm({ mode: 'edit', initial: formFromEvent(e), key: (form?.key ?? 0) + 1, event: e });
      setFormOpen(true);
    },
    onDelete: setToDelete,
  };

  async function submitForm(values: EventFormValues) {
    if (!form) return;
    if (form.mode === 'add') {
      await create.mutateAsync(values);
      toast.success('Event added', { description: 'Your appointment has been added to the calendar.' });
    } else {
      await update.mutateAsync({ id: form.event.id, ...values, time: values.time || null });
      toast.success('Event updated', { description: 'Your changes have been saved.' });
    }
    setFormOpen(false);
  }

  // Wait for her profile too: its time zone decides which day is today.
  if (events.isPending || status.isPending) return <Loading label="Loading your calendar..." />;
  if (events.isError) {
    return (
      <ErrorState
        title="We could not load your calendar"
        message={errorMessage(events.error)}
        onRetry={() => void events.refetch()}
      />
    );
  }

  // Only what she booked (her own events and the suggestions she added) is listed as hers; the suggestions waiting
  // for her are shown once, in their own card (core/domain/booked.ts).
  const { booked, suggestions: waitingList } = splitSuggestions(events.data);
  const today = eventsOn(booked, now.date);
  const upcoming = upcomingEvents(booked, now);
  const week = weekOverview(booked, now.date, firstDayOfWeek());
  const waiting = waitingList.length;
  const suggestions = (
    <SuggestionsCard userId={userId} suggestions={waitingList} actions={actions} stage={profile?.stage} />
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold">Calendar</h1>
          <p className="text-muted">{longDay(now.date)}</p>
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden className="h-5 w-5" />
          Add Event
        </Button>
      </div>

      {profile ? <ZoneNotice userId={userId} profileZone={profile.timeZone} /> : null}

      <RemindersCard userId={userId} />

      {today.length ? (
        <Card className="space-y-3" aria-labelledby="today-title">
          <CardTitle id="today-title">Today&apos;s Events</CardTitle>
          <EventList events={today} actions={actions} showDate={false} />
        </Card>
      ) : null}

      {/* Suggestions waiting for her come before the lists, so she sees she can accept them. */}
      {waiting ? suggestions : null}

      <Card className="space-y-3" aria-labelledby="upcoming-title">
        <CardTitle id="upcoming-title">Upcoming Events</CardTitle>
        {upcoming.length ? (
          <EventList events={upcoming} actions={actions} />
        ) : (
          <EmptyState title="Nothing booked yet">
            {waiting
              ? 'Add an appointment when your clinic gives you one, or add the usual visits above.'
              : 'Add an appointment when your clinic gives you one.'}
          </EmptyState>
        )}
      </Card>

      <WeekOverviewCard week={week} actions={actions} />

      <Card className="space-y-3" aria-labelledby="month-title">
        <CardTitle id="month-title">Find a day</CardTitle>
        <MonthView
          month={month}
          onMonthChange={setMonth}
          selected={selected}
          onSelect={setPicked}
          today={now.date}
          events={booked}
        />
        <h3 className="pt-2 font-semibold">{longDay(selected)}</h3>
        {selected === now.date && today.length ? (
          <p className="text-muted">Today&apos;s events are listed at the top.</p>
        ) : eventsOn(booked, selected).length ? (
          <EventList events={eventsOn(booked, selected)} actions={actions} showDate={false} />
        ) : (
          <p className="text-muted">Nothing on this day.</p>
        )}
      </Card>

      {waiting ? null : suggestions}

      <Card className="space-y-3" aria-labelledby="phone-title">
        <CardTitle id="phone-title">On your phone</CardTitle>
        <p className="text-muted">
          See your appointments in your phone&apos;s own calendar, with its reminders.
        </p>
        <Button variant="outline" onClick={() => setPhoneOpen(true)}>
          <Smartphone aria-hidden className="h-4 w-4" />
          Add to my phone&apos;s calendar
        </Button>
      </Card>

      {form ? (
        <LazyEventFormDialog
          key={form.key}
          open={formOpen}
          onOpenChange={setFormOpen}
          mode={form.mode}
          initial={form.initial}
          today={now.date}
          onSubmit={submitForm}
        />
      ) : null}
      <ConfirmDelete
        target={toDelete?.id ?? null}
        mutation={remove}
        title={toDelete?.isSuggested ? 'Remove this suggestion?' : 'Delete this event?'}
        description={
          toDelete
            ? toDelete.isSuggested
              ? `"${toDelete.title}" will not be suggested again.`
              : `"${toDelete.title}" will be removed from your calendar.`
            : undefined
        }
        confirmLabel={toDelete?.isSuggested ? 'Remove' : 'Delete'}
        pendingLabel={toDelete?.isSuggested ? 'Removing...' : 'Deleting...'}
        onDeleted={() =>
          toast.success('Event deleted', {
            description: `"${toDelete?.title ?? ''}" was removed from your calendar.`,
          })
        }
        onClose={() => setToDelete(null)}
      />
      {userId ? <PhoneCalendarDialog userId={userId} open={phoneOpen} onOpenChange={setPhoneOpen} /> : null}
    </div>
  );
}
