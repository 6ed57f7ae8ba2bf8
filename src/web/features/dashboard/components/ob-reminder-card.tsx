import { CalendarCheck, ClipboardCheck, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { visitInWeek } from '../../../../core/domain/booked.ts';
import { pregnancyWeekDates } from '../../../../core/domain/pregnancy.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useCalendarEvents } from '../../../api/calendar/calendar-events.ts';
import { addVisitLink } from '../../../lib/calendar-links.ts';
import { dayText } from '../../../lib/day-text.ts';

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
          Week {week}: your visit is booked for {dayText(visit.date, today)}
          {visit.time ? ` at ${visit.time}` : ''}. Note any questions to bring.
        </p>
      ) : suggested ? (
        <p className="mt-1 text-muted">
          Week {week}: the usual schedule suggests a visit for {dayText(suggested.date, today)}. Nothing is
          booked yet: once your midwife or doctor gives you a date, add it to your calendar.
        </p>
      ) : (
        <p className="mt-1 text-muted">
          Week {week}: a good moment for your regular visit with your midwife or doctor. Note any questions to
          bring.
        </p>
      )}
      {/* While her calendar loads nothing is offered, so she is never asked to add a visit she already has. */}
      <div className="mt-2 flex flex-wrap gap-x-5">
        {events.isPending ? null : (
          <Link
            to={visit ? '/calendar' : addVisitLink()}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
          >
            <CalendarCheck aria-hidden className="h-5 w-5" />{' '}
            {visit ? 'Open my calendar' : 'Add it to my calendar'}
          </Link>
        )}
        <Link
          to="/visit-toolkit"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
        >
          <ClipboardCheck aria-hidden className="h-5 w-5" /> Prepare for your visit
        </Link>
      </div>
    </Card>
  );
}
