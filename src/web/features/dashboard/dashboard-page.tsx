import { Baby } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { parseReminderTitle } from '../../../core/domain/calendar.ts';
import { appointmentWhen, moodCardShown, nudgesFor } from '../../../core/domain/nudges.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { postpartumWeekText, stageLabel } from '../../../core/domain/phases.ts';
import { checkinWindow, localDateIn } from '../../../core/domain/time-windows.ts';
import { hasScreen } from '../../lib/screens.ts';
import { DrawnNext } from '../../components/drawn-next.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { calendarEventsOptions, useCalendarEvents } from '../../api/calendar/calendar-events.ts';
import { notificationsOptions, useDueReminders } from '../../api/calendar/notifications.ts';
import { localToday, useLocalTime } from '../../lib/local-time.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { recentSymptomsOptions, useRecentSymptoms } from '../../api/symptoms/recent-symptoms.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { useShownCheckins } from '../../api/checkins/shown-checkins.ts';
import { checkinsOptions } from '../../api/checkins/checkins.ts';
import { flagsOptions } from '../../api/flags/flags.ts';
import { useAlerts } from '../../api/flags/alerts.ts';
import { journalCountOptions } from '../../api/journal/journal-count.ts';
import { dailyTasksOptions } from '../../api/checkins/daily-tasks.ts';
import { babyStatusOptions, useBabyStatus } from '../../api/baby-tracking/baby-status.ts';
import { PostBirthEntry } from '../../components/post-birth-entry.tsx';
import { BelowTheFold } from './components/below-the-fold.tsx';
import { WindowCheckin } from './components/current-checkin.tsx';
import { MoodCard } from './components/mood-card.tsx';
import { NudgeBanners } from './components/nudge-banners.tsx';
import { QuickSymptomLog } from './components/quick-symptom-log.tsx';
import { prefetchWeekSummary, useWeekSummary } from './components/week-content.ts';
import { Picture } from '../../components/picture.tsx';

/** The appointment nudge from her newest due reminder ('Tomorrow: Prenatal visit'). */
function reminderNudge(
  reminder: { title: string; eventId: string | null } | undefined,
  events: readonly { id: string; date: string }[],
  today: string,
) {
  if (!reminder) return null;
  const { event, lead } = parseReminderTitle(reminder.title);
  const date = events.find((e) => e.id === reminder.eventId)?.date ?? null;
  return { title: event, when: appointmentWhen(date, today, addDays(today, 1), lead) };
}

/** Hours since the start of the last feed of the baby fed longest ago, or null before any feed is logged. */
function hoursSinceLastFeed(
  babies: readonly { lastFeed: { minutesSinceStart: number } | null }[] | undefined,
) {
  const minutes = (babies ?? []).flatMap((b) => (b.lastFeed ? [b.lastFeed.minutesSinceStart] : []));
  return minutes.length ? Math.max(...minutes) / 60 : null;
}

/** What the dashboard's first draw reads, asked for before the frame is drawn (app/early-requests.ts). */
export const prefetchData: PrefetchData = (queryClient, { userId, status }) => {
  const today = localToday(status.profile.timeZone);
  prefetchWeekSummary(queryClient, status);
  void queryClient.prefetchQuery(calendarEventsOptions(userId));
  void queryClient.prefetchQuery(recentSymptomsOptions(userId));
  void queryClient.prefetchQuery(flagsOptions(userId));
  void queryClient.prefetchQuery(checkinsOptions(userId, today, today));
  // The cards further down (today's ticks, her reminders, the journal tile) too, so their answers come with the
  // rest instead of a round trip after the screen is drawn, each redrawing it again.
  void queryClient.prefetchQuery(dailyTasksOptions(userId, today));
  void queryClient.prefetchQuery(notificationsOptions(userId));
  void queryClient.prefetchQuery(journalCountOptions(userId));
  if (status.profile.stage === 'postpartum') void queryClient.prefetchQuery(babyStatusOptions(userId));
};

/** The dashboard (docs/product.md, "Home and the dashboards"): her day at a glance, from her own data and this week's content. */
export function DashboardPage() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { hour, today } = useLocalTime(status.data?.profile.timeZone);
  const summary = useWeekSummary(status.data, today);
  const alerts = useAlerts(userId);
  const reminders = useDueReminders(userId);
  const events = useCalendarEvents(userId);
  const recentSymptoms = useRecentSymptoms(userId);
  const checkins = useShownCheckins(userId, today, today);
  const postpartum = status.data?.profile.stage === 'postpartum';
  const babies = useBabyStatus(userId, { enabled: postpartum });
  const [moodCardOpen, setMoodCardOpen] = useState(true);
  const focusCheckin = useRef(false);
  const checkinRef = useRef<HTMLDivElement>(null);
  // 'Check in now' swaps the mood card for the check-in card: bring her straight to its first mood.
  useEffect(() => {
    if (!focusCheckin.current || !checkinRef.current) return;
    focusCheckin.current = false;
    checkinRef.current.querySelector<HTMLElement>('[role="radio"]')?.focus();
  });
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError)
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;

  const { profile, pregnancyStatus } = status.data;
  const week = pregnancyStatus.currentWeek;
  const stage = profile.stage;
  const window = checkinWindow(hour);
  const checkedIn = (checkins.data ?? []).some((c) => c.window === window);
  const nudges = nudgesFor({
    hour,
    stage,
    week,
    // Recent red flags she has not reviewed, not every alert she ever had (the tile below counts those).
    openRedFlags: alerts.data?.openRed ?? 0,
    // A reminder that is due now (the day before or the hour before an event she asked to be reminded of).
    upcomingAppointment: reminderNudge(reminders.data?.[0], events.data ?? [], today),
    // The baby whose last feed is longest ago (twins are each fed), from the baby tracker.
    hoursSinceLastFeeding: hoursSinceLastFeed(babies.data?.babies),
    symptomLoggedToday: (recentSymptoms.data ?? []).some(
      (log) => localDateIn(profile.timeZone, new Date(log.createdAt)) === today,
    ),
    prefs: profile.notifications,
    hasScreen,
  });
  const s = summary.data;
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-3xl font-semibold">Welcome, {profile.firstName || 'Mama'}</h1>
        <p className="text-lg text-muted">
          {stage === 'pregnant' ? `Week ${String(week)}` : postpartumWeekText(week)} ·{' '}
          {stageLabel(stage, week)}
        </p>
      </header>

      <NudgeBanners nudges={nudges} />

      {postpartum ? <PostBirthEntry userId={userId} /> : null}

      {/* The mood card stands in for the check-in card until she taps it (or dismisses it): one prompt, not two. */}
      {moodCardOpen && moodCardShown(hour, profile.notifications, checkedIn) ? (
        <MoodCard
          hour={hour}
          onCheckIn={() => {
            focusCheckin.current = true;
            setMoodCardOpen(false);
          }}
          onDismiss={() => setMoodCardOpen(false)}
        />
      ) : (
        <div ref={checkinRef}>
          <WindowCheckin userId={userId} today={today} window={window} />
        </div>
      )}

      <QuickSymptomLog userId={userId} />

      {summary.isError ? (
        <ErrorState title="We could not load this week's content" onRetry={summary.refetch} />
      ) : !s ? (
        <Loading label="Loading this week..." />
      ) : (
        <Card>
          <CardTitle className="flex items-center gap-2">
            <Baby aria-hidden className="h-5 w-5 text-primary" /> Baby Update
          </CardTitle>
          {s.babyPicture ? (
            <div className="mt-2 flex items-center gap-4">
              <Picture name={s.babyPicture} size={64} />
              <p className="font-medium">{s.babyTitle}</p>
            </div>
          ) : (
            <p className="mt-2 font-medium">{s.babyTitle}</p>
          )}
          <p className="mt-2 text-muted">{s.babyText}</p>
        </Card>
      )}

      {/* What lies below the first screen (from the affirmation down, on a phone and a desktop alike) is drawn in a
          render of its own just after the first one: the first commit and layout, and each answer's redraw until
          then, carry half the page. It comes at the end of the page, so nothing on screen moves for it. */}
      <DrawnNext>
        <BelowTheFold
          userId={userId}
          today={today}
          summary={s}
          week={week}
          profile={profile}
          alertCount={alerts.data?.count}
        />
      </DrawnNext>
    </div>
  );
}
