import {
  babyAgeText,
  postpartumWeekText,
  pregnancyWeekText,
  stageLabel,
} from '../../../core/domain/phases.ts';
import { checkinWindow } from '../../../core/domain/time-windows.ts';
import type { CheckinMood } from '../../../core/contracts/checkins.ts';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { MoodCheckin } from '../../components/ui/mood-checkin.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useLocalTime } from '../../lib/local-time.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { useCreateCheckin } from '../../api/checkins/create-checkin.ts';
import { useShownCheckins } from '../../api/checkins/shown-checkins.ts';
import { v2MoodOptions } from '../../components/ui/mood-options.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

/** Dashboard-v2 (docs/product.md, "Home and the dashboards"): weeks, the ACOG label (Overdue over 40) and a mood picker stored as a check-in. */
export function DashboardV2Page() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { hour, today } = useLocalTime(status.data?.profile.timeZone);
  const checkins = useShownCheckins(userId, today, today);
  const create = useCreateCheckin(userId);
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError)
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;
  const { profile, pregnancyStatus: ps } = status.data;
  const window = checkinWindow(hour);
  const picked =
    checkins.data
      ?.filter((c) => c.window === window && v2MoodOptions.some((m) => m.value === c.mood))
      .at(-1) ?? null;
  const pregnant = profile.stage === 'pregnant';
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-3xl font-semibold">Hello, {profile.firstName}</h1>
        <p className="text-lg text-muted">{stageLabel(profile.stage, ps.currentWeek)}</p>
      </header>
      <Card>
        <CardTitle>
          {pregnant ? pregnancyWeekText(ps.currentWeek) : postpartumWeekText(ps.currentWeek)}
        </CardTitle>
        {pregnant ? (
          <>
            <ProgressBar
              label="Pregnancy progress"
              value={Math.round((ps.progress ?? 0) * 100)}
              max={100}
              className="mt-3"
            />
            <p className="mt-2 text-muted">
              {ps.weeksToGo === 0 ? 'Any day now' : `${String(ps.weeksToGo)} weeks to go`}
            </p>
          </>
        ) : (
          <p className="mt-1 text-muted">
            {profile.babyName
              ? `${babyAgeText(ps.babyAgeDays ?? 0, profile.babyName)}.`
              : `Your ${babyAgeText(ps.babyAgeDays ?? 0, null)}.`}
          </p>
        )}
      </Card>
      <MoodCheckin
        title="How are you feeling?"
        doneTitle="Today's mood: Done"
        prompt="Pick the mood closest to yours right now."
        moods={v2MoodOptions}
        done={picked}
        withIntensity={false}
        pending={create.isPending}
        error={create.isError ? errorMessage(create.error) : null}
        onSubmit={({ mood }) => create.mutate({ mood: mood as CheckinMood, intensity: 5, window })}
      />
    </div>
  );
}
