import { Flag, Moon, NotebookPen, Sprout, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../../core/contracts/profile.ts';
import { babyPrepUnlocked, obReminderDue } from '../../../../core/domain/phases.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useJournalCount } from '../../../api/journal/journal-count.ts';
import { hasScreen } from '../../../lib/screens.ts';
import { CountTile } from './count-tile.tsx';
import { ObReminderCard } from './ob-reminder-card.tsx';
import { TodayChecklist } from './today-checklist.tsx';
import type { WeekSummary } from './week-content.ts';

/** A quick action as a tile, icon above its label: one line and a full-size icon from 320 px wide. */
const TILE = 'min-h-16 flex-col gap-1 px-1 py-2 whitespace-nowrap';

/**
 * The dashboard below its first screen: the rest of this week's content (once it has come), her counts, the
 * BabyPrep and prenatal check-up cards when due, and the quick actions. The dashboard draws it just after its first
 * screen (dashboard-page.tsx).
 */
export function BelowTheFold({
  userId,
  today,
  week,
  profile,
  summary: s,
  alertCount,
}: {
  userId: string;
  today: string;
  week: number;
  profile: Profile;
  /** This week's content, none until it has come (the page says it is loading meanwhile). */
  summary: WeekSummary | null | undefined;
  alertCount: number | undefined;
}) {
  const journal = useJournalCount(userId);
  const stage = profile.stage;
  return (
    <>
      {s ? (
        <>
          {s.affirmation ? (
            <Card className="bg-primary-soft">
              <CardTitle className="flex items-center gap-2">
                <Sprout aria-hidden className="h-5 w-5 text-primary" /> Today's Affirmation
              </CardTitle>
              <p className="mt-2 text-lg italic">“{s.affirmation}”</p>
            </Card>
          ) : null}
          <TodayChecklist userId={userId} week={week} today={today} items={s.todo} />
          <Card>
            <CardTitle>{s.symptomsTitle}</CardTitle>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {s.symptoms.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            <Link
              to="/symptoms"
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
            >
              Log a symptom
            </Link>
          </Card>
        </>
      ) : null}

      <div className="grid grid-cols-2 gap-3">
        <CountTile to="/journal" label="Journal entries" count={journal.data} icon={NotebookPen} />
        <CountTile to="/flags" label="Alerts" count={alertCount} icon={Flag} />
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
      {obReminderDue(stage, week) && profile.notifications.appointments && profile.dueDate ? (
        <ObReminderCard userId={userId} week={week} dueDate={profile.dueDate} today={today} />
      ) : null}

      <section aria-labelledby="dash-quick" className="space-y-3">
        <h2 id="dash-quick" className="text-xl font-semibold">
          Quick actions
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <Link to="/visit-toolkit" className={buttonClass('secondary', 'md', `${TILE} col-span-2`)}>
            <Stethoscope aria-hidden className="h-6 w-6" /> Visit Toolkit
          </Link>
          <Link to="/foundations" className={buttonClass('secondary', 'md', TILE)}>
            <Sprout aria-hidden className="h-6 w-6" /> Foundations
          </Link>
          <Link to="/whisper" className={buttonClass('secondary', 'md', TILE)}>
            <Moon aria-hidden className="h-6 w-6" /> Whisper Mode
          </Link>
        </div>
      </section>
    </>
  );
}
