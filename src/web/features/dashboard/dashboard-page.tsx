import { Baby, CalendarCheck, Flag, Heart, Moon, NotebookPen, Sprout, Stethoscope, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { parseReminderTitle } from '../../../core/domain/calendar.ts';
import { nudgesFor } from '../../../core/domain/nudges.ts';
import { babyPrepUnlocked, obReminderDue, stageLabel } from '../../../core/domain/phases.ts';
import { checkinWindow, localDateIn, moodCardVisible } from '../../../core/domain/time-windows.ts';
import { hasScreen } from '../../app/screens.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useDueReminders } from '../calendar/api/notifications.ts';
import { useLocalTime } from '../profile/api/local-time.ts';
import { useRecentSymptoms } from '../symptoms/api/recent-symptoms.ts';
import { useMyProfileStatus, useUserId } from '../profile/api/profile-status.ts';
import { useAlertCount, useJournalCount } from './api/tiles.ts';
import { CountTile } from './components/count-tile.tsx';
import { WindowCheckin } from './components/current-checkin.tsx';
import { NudgeBanners } from './components/nudge-banners.tsx';
import { QuickSymptomLog } from './components/quick-symptom-log.tsx';
import { TodayChecklist } from './components/today-checklist.tsx';
import { useWeekSummary } from './components/week-content.ts';

/** The appointment nudge from her newest due reminder ('Tomorrow: Prenatal visit'). */
function reminderNudge(reminder: { title: string } | undefined) {
  if (!reminder) return null;
  const { event, lead } = parseReminderTitle(reminder.title);
  return { title: event, when: lead?.toLowerCase() };
}

/** The dashboard (01 section 2): her day at a glance, from her own data and this week's content. */
export function DashboardPage() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { hour, today } = useLocalTime(status.data?.profile.timeZone);
  const summary = useWeekSummary(status.data, today);
  const journal = useJournalCount(userId);
  const alerts = useAlertCount(userId);
  const reminders = useDueReminders(userId);
  const recentSymptoms = useRecentSymptoms(userId);
  const [moodCardOpen, setMoodCardOpen] = useState(true);
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError)
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;

  const { profile, pregnancyStatus } = status.data;
  const week = pregnancyStatus.currentWeek;
  const stage = profile.stage;
  const nudges = nudgesFor({
    hour,
    stage,
    week,
    openRedFlags: alerts.data ?? 0,
    // A reminder that is due now (the day before or the hour before an event she asked to be reminded of).
    upcomingAppointment: reminderNudge(reminders.data?.[0]),
    // Feeding logs arrive with the postpartum hub; until then this rule is not triggered.
    hoursSinceLastFeeding: null,
    symptomLoggedToday: (recentSymptoms.data ?? []).some(
      (log) => localDateIn(profile.timeZone, new Date(log.createdAt)) === today,
    ),
    hasScreen,
  });
  const s = summary.data;
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-3xl font-semibold">Welcome, {profile.firstName || 'Mama'}</h1>
        <p className="text-lg text-muted">
          {stage === 'pregnant' ? `Week ${String(week)}` : `Week ${String(week)} postpartum`} ·{' '}
          {stageLabel(stage, week)}
        </p>
      </header>

      <NudgeBanners nudges={nudges} />

      {moodCardVisible(hour) && moodCardOpen ? (
        <div className="flex items-center gap-3 rounded-2xl bg-sage-soft p-4">
          <Heart aria-hidden className="h-5 w-5 shrink-0 text-sage" />
          <p className="flex-1">
            {hour < 12 ? 'A new morning. ' : 'The day is winding down. '}Take a breath and tell Zara how you
            feel.
          </p>
          <button
            type="button"
            aria-label="Dismiss mood card"
            onClick={() => setMoodCardOpen(false)}
            className="-m-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-black/5"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
      ) : null}

      <WindowCheckin userId={userId} today={today} window={checkinWindow(hour)} />
      <QuickSymptomLog userId={userId} />

      {summary.isError ? (
        <ErrorState title="We could not load this week's content" onRetry={summary.refetch} />
      ) : !s ? (
        <Loading label="Loading this week..." />
      ) : (
        <>
          <Card>
            <CardTitle className="flex items-center gap-2">
              <Baby aria-hidden className="h-5 w-5 text-primary" /> Baby Update
            </CardTitle>
            <p className="mt-2 font-medium">{s.babyTitle}</p>
            <p className="mt-1 text-muted">{s.babyText}</p>
          </Card>
          {s.affirmation ? (
            <Card className="bg-primary-soft">
              <CardTitle className="flex items-center gap-2">
                <Sprout aria-hidden className="h-5 w-5 text-primary" /> Today's Affirmation
              </CardTitle>
              <p className="mt-2 text-lg italic">“{s.affirmation}”</p>
            </Card>
          ) : null}
          <TodayChecklist userId={userId} week={week} items={s.todo} />
          <Card>
            <CardTitle>{s.symptomsTitle}</CardTitle>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {s.symptoms.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            <Link
              to="/symptoms"
              className="mt-3 inline-block font-semibold text-primary underline underline-offset-2"
            >
              Log a symptom
            </Link>
          </Card>
        </>
      )}

      <div className="grid grid-cols-2 gap-3">
        <CountTile to="/journal" label="Journal entries" count={journal.data} icon={NotebookPen} />
        <CountTile to="/flags" label="Alerts" count={alerts.data} icon={Flag} />
      </div>

      {babyPrepUnlocked(stage, week) && hasScreen('/birth-prep') ? (
        <Card className="bg-sage-soft">
          <CardTitle>BabyPrep Mode</CardTitle>
          <p className="mt-1">
            You're in the home stretch. Your birth plan and hospital bag checklist are ready.
          </p>
          <Link to="/birth-prep" className={buttonClass('primary', 'md', 'mt-3')}>
            Open BabyPrep
          </Link>
        </Card>
      ) : null}
      {obReminderDue(stage, week) ? (
        <Card>
          <CardTitle className="flex items-center gap-2">
            <Stethoscope aria-hidden className="h-5 w-5 text-primary" /> Time for a prenatal check-up
          </CardTitle>
          <p className="mt-1 text-muted">
            Week {week}: a good moment for your regular visit with your midwife or doctor. Note any questions
            to bring.
          </p>
          <Link
            to="/calendar"
            className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
          >
            <CalendarCheck aria-hidden className="h-5 w-5" /> Add it to my calendar
          </Link>
        </Card>
      ) : null}

      <section aria-labelledby="dash-quick" className="space-y-3">
        <h2 id="dash-quick" className="text-xl font-semibold">
          Quick actions
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <Link to="/foundations" className={buttonClass('secondary', 'lg')}>
            <Sprout aria-hidden className="h-5 w-5" /> Foundations
          </Link>
          <Link to="/whisper" className={buttonClass('secondary', 'lg')}>
            <Moon aria-hidden className="h-5 w-5" /> Whisper Mode
          </Link>
        </div>
      </section>
    </div>
  );
}
