import type { ProfileStatus } from '../../../../core/contracts/profile.ts';
import { nextAppointment, nextUsualVisit, usualVisitNear } from '../../../../core/domain/visit-toolkit.ts';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useCalendarEvents } from '../../../api/calendar/calendar-events.ts';
import { useLocalTime } from '../../../lib/local-time.ts';
import { NextAppointmentCard } from './next-appointment-card.tsx';
import { OpenFlagsCard } from './open-flags-card.tsx';
import { QuestionsCard } from './questions-card.tsx';
import { VisitCoversCard } from './visit-covers-card.tsx';

/** Overview: her next appointment, what the visit usually covers, her open alerts, her questions. */
export function OverviewTab({ userId, status }: { userId: string; status: ProfileStatus }) {
  const { profile } = status;
  const { today } = useLocalTime(profile.timeZone);
  const events = useCalendarEvents(userId);
  const appointment = events.data ? nextAppointment(events.data, today) : null;
  // The visit she is getting ready for: the one she booked (read at the week she will be then), else the usual
  // schedule's next one.
  const usual = appointment ? usualVisitNear(profile, appointment.date) : nextUsualVisit(profile, today);
  return (
    <div className="space-y-4">
      {events.isPending ? (
        <Loading label="Loading your appointments..." />
      ) : events.isError ? (
        <ErrorState title="We could not load your calendar" onRetry={() => void events.refetch()} />
      ) : (
        <NextAppointmentCard
          appointment={appointment}
          events={events.data}
          today={today}
          afterBirth={profile.stage === 'postpartum'}
        />
      )}
      {usual ? <VisitCoversCard visit={usual} booked={appointment !== null} /> : null}
      <OpenFlagsCard userId={userId} />
      <QuestionsCard userId={userId} />
    </div>
  );
}
