import { CalendarCheck, CalendarPlus, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import { splitSuggestions } from '../../../../core/domain/booked.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { addVisitLink } from '../../../lib/calendar-links.ts';
import { formatClock } from '../../../lib/dates.ts';
import { dayText } from '../../../lib/day-text.ts';

/**
 * Her next appointment from her calendar: only a visit she booked (her own or one she accepted). Without one, the
 * way to add it, and the usual schedule's next suggestion said as a suggestion, never as a booking.
 */
export function NextAppointmentCard({
  appointment,
  events,
  today,
  afterBirth,
}: {
  appointment: CalendarEvent | null;
  events: readonly CalendarEvent[];
  today: string;
  afterBirth: boolean;
}) {
  if (appointment) {
    return (
      <Card>
        <CardTitle className="flex items-center gap-2">
          <CalendarCheck aria-hidden className="h-5 w-5 text-primary" /> Your next appointment
        </CardTitle>
        <p className="mt-2 text-lg font-semibold">{appointment.title}</p>
        <p>
          {dayText(appointment.date, today).replace(/^./, (c) => c.toUpperCase())}
          {appointment.time ? ` at ${formatClock(appointment.time)}` : ''}
        </p>
        {appointment.location ? (
          <p className="mt-1 flex items-center gap-1.5 text-muted">
            <MapPin aria-hidden className="h-4 w-4" /> {appointment.location}
          </p>
        ) : null}
        <Link to="/calendar" className={buttonClass('ghost', 'md', 'mt-2 -ml-3')}>
          Open my calendar
        </Link>
      </Card>
    );
  }
  const suggested = splitSuggestions(events).suggestions.find(
    (e) => e.eventType === 'ob_appointment' && e.date >= today,
  );
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <CalendarPlus aria-hidden className="h-5 w-5 text-primary" /> No appointment booked
      </CardTitle>
      <p className="mt-1 text-muted">
        When your midwife or doctor gives you a date, add it here: your checklist and summary will be ready
        for it.
        {suggested
          ? ` The usual schedule suggests a visit around ${dayText(suggested.date, today)}; nothing is booked yet.`
          : ''}
      </p>
      <Link
        to={addVisitLink(afterBirth ? 'Postnatal check-up' : 'Prenatal check-up')}
        className={buttonClass('primary', 'md', 'mt-3')}
      >
        <CalendarPlus aria-hidden className="h-5 w-5" />
        Add an appointment
      </Link>
    </Card>
  );
}
