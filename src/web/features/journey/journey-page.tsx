import { Navigate, useParams } from 'react-router';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useLocalTime } from '../../lib/local-time.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { JourneyActions } from './components/journey-actions.tsx';
import { PostpartumWeekView } from './components/postpartum-week.tsx';
import { PregnancyWeek } from './components/pregnancy-week.tsx';
import { TodayCheckins } from './components/today-checkins.tsx';
import { WeekNavigator } from './components/week-navigator.tsx';
import { postpartumWeekText } from '../../../core/domain/phases.ts';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The weekly journey (/journey and /journey/:week; docs/product.md, "Journey"). Pregnant: weeks 1-42 from her current week;
 * after the birth: postpartum weeks 0-13 (13 = after 12 weeks).
 */
export function JourneyPage() {
  const params = useParams();
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { hour, today } = useLocalTime(status.data?.profile.timeZone);
  if (status.isPending) return <Loading label="Loading your journey..." />;
  if (status.isError)
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;
  const pregnant = status.data.profile.stage === 'pregnant';
  const current = status.data.pregnancyStatus.currentWeek;
  const requested = Number.parseInt(params.week ?? '', 10);
  const [min, max] = pregnant ? [1, 42] : [0, 13];
  const week = clamp(Number.isNaN(requested) ? current : requested, min, max);
  // A week outside the navigator's range (or not a number) is not kept in the address bar: it goes to the nearest.
  if (params.week !== undefined && params.week !== String(week)) {
    return <Navigate to={Number.isNaN(requested) ? '/journey' : `/journey/${String(week)}`} replace />;
  }
  const label = pregnant ? `Week ${String(week)}` : week >= 13 ? 'After 12 weeks' : postpartumWeekText(week);
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-3xl font-semibold">Your weekly journey</h1>
        <p className="text-muted">
          {week === Math.min(current, max)
            ? 'This week'
            : pregnant
              ? `You are in week ${String(current)}`
              : `Today: ${postpartumWeekText(current).toLowerCase()}`}
        </p>
      </header>
      <WeekNavigator
        week={week}
        min={min}
        max={max}
        label={label}
        hrefFor={(w) => `/journey/${String(w)}`}
        progressOf={pregnant ? week / 40 : null}
      />
      <TodayCheckins userId={userId} today={today} hour={hour} />
      {pregnant ? (
        <PregnancyWeek week={week} isCurrent={week === Math.min(current, max)} />
      ) : (
        <PostpartumWeekView week={week} isCurrent={week === Math.min(current, max)} />
      )}
      <JourneyActions />
    </div>
  );
}
