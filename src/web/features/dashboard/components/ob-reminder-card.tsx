import { CalendarCheck, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { visitInWeek } from '../../../../core/domain/booked.ts';
import { addDays, pregnancyWeekDates } from '../../../../core/domain/pregnancy.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useCalendarEvents } from '../../../api/calendar/calendar-events.ts';
import { formatDay } from '../../../lib/dates.ts';

const ADD_VISIT = `/calendar?add=1&type=ob_appointment&title=${encodeURIComponent('Prenatal check-up')}`;
const dayLabel = (iso: string, today: string) => {
  if (iso === today) return 'today';
  if (iso === addDays(today, 1)) return 'tomorrow';
  return formatDay(iso, 'full');
};

/**
 * The OB reminder card of every fourth week (docs/product.md, "Home and the dashboards"). When she has booked a visit
 * that week it says when, instead of asking her to add one she has. A visit from the suggested schedule is not a
 * booking (core/domain/booked.ts): it is said as a suggestion, and she is asked to add her own or accept it.
 */
export function ObReminderCard({
  userId,
  week,
  dueDate,
  today,
}: {
  userId: string;
  week: number;
  dueDate: string;
  today: string;
}) {
  const events = useCalendarEvents(userId);
  const { start, end } = pregnancyWeekDates(dueDate, week);
  const { booked: visit, suggested } = visitInWeek(events.data ?? [], { start, end });
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Stethoscope aria-hidden className="h-5 w-5 text-primary" /> Time for a prenatal check-up
      </CardTitle>
      {visit ? (
        <p className="mt-1 text-muted">
          Week {week}: your visit is booked for {dayLabel(visit.date, today)}
          {visit.time ? ` at ${visit.time}` : ''}. Note any questions to bring.
        </p>
      ) : suggested ? (
        <p className="mt-1 text-muted">
          Week {week}: the usual schedule suggests a visit for {dayLabel(suggested.date, today)}. Nothing is
          booked yet: once your midwife or doctor gives you a date, add it to your calendar.
        </p>
      ) : (
        <p className="mt-1 text-muted">
          Week {week}: a good moment for your regular visit with your midwife or doctor. Note any questions to
          bring.
        </p>
      )}
      {/* While her calendar loads nothing is offered, so she is never asked to add a visit she already has. */}
      {events.isPending ? null : (
        <Link
          to={visit ? '/calendar' : ADD_VISIT}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
        >
          <CalendarCheck aria-hidden className="h-5 w-5" />{' '}
          {visit ? 'Open my calendar' : 'Add it to my calendar'}
        </Link>
      )}
    </Card>
  );
}
