import { POSTPARTUM_PHASE_FOCUS, postpartumPhase, postpartumWeekText } from '../../../core/domain/phases.ts';
import { babyStatusOptions } from '../../api/baby-tracking/baby-status.ts';
import { postpartumWeekOptions } from '../../api/content/postpartum-week.ts';
import { recoveryDayOptions } from '../../api/recovery/recovery-day.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { localToday, useLocalTime } from '../../lib/local-time.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { EssentialsCard } from './components/essentials-card.tsx';
import { ModuleCards } from './components/module-cards.tsx';
import { SeekHelpCard } from './components/seek-help-card.tsx';
import { SummaryCards } from './components/summary-cards.tsx';

/** Today at a glance and this week's essentials, asked for before the frame is drawn (app/early-requests.ts). */
export const prefetchData: PrefetchData = (queryClient, { userId, status }) => {
  void queryClient.prefetchQuery(babyStatusOptions(userId));
  void queryClient.prefetchQuery(recoveryDayOptions(userId, localToday(status.profile.timeZone)));
  void queryClient.prefetchQuery(postpartumWeekOptions(status.pregnancyStatus.currentWeek));
};

/**
 * The hub's overview (/post-birth; docs/product.md, "Post-Birth Mode"): her phase, today at a glance from her own
 * logs, the module cards, this week's essentials and when to seek help. The frame (back to Home, the title, the
 * pregnant preview) is post-birth-layout.tsx.
 */
export function HubPage() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { today } = useLocalTime(status.data?.profile.timeZone);
  // The layout renders this page only once her profile has loaded, after the birth.
  const week = status.data?.pregnancyStatus.currentWeek ?? 0;
  const phase = postpartumPhase(week);
  return (
    <div className="space-y-5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center rounded-full bg-primary px-3 py-1 font-semibold text-primary-fg">
          {phase}
        </span>
        <span className="text-muted">
          {postpartumWeekText(week)} · {POSTPARTUM_PHASE_FOCUS[phase]}
        </span>
      </p>
      <SummaryCards userId={userId} today={today} />
      <EssentialsCard week={week} />
      <ModuleCards />
      <SeekHelpCard />
    </div>
  );
}
