import { MoonStar } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Baby } from '../../../core/contracts/baby-tracking-babies.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import { callerSituation } from '../../components/safety/caller-situation.ts';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { DrawnNext } from '../../components/drawn-next.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DateStepper } from '../../components/ui/date-stepper.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { babiesOptions, useBabies } from '../../api/baby-tracking/babies.ts';
import { babyDayOptions, useBabyDay } from '../../api/baby-tracking/baby-day.ts';
import { babyStatusOptions, useBabyStatus } from '../../api/baby-tracking/baby-status.ts';
import {
  lastFeedFacts,
  savedFacts,
  shownDayOfLife,
  shownDaySummary,
  useWaitingFacts,
} from '../../api/baby-tracking/shown-day.ts';
import { useShownTimers } from '../../api/baby-tracking/shown-timers.ts';
import { shownSigns, useShownLatest } from '../../api/baby-tracking/shown-latest.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { deviceTimeZone, localToday, useLocalTime } from '../../lib/local-time.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { BabyDialog } from './components/baby-dialog.tsx';
import { BabyHeader } from './components/baby-header.tsx';
import { BabySigns } from './components/baby-signs.tsx';
import { DayCounters } from './components/day-counters.tsx';
import { DayOfLifeCard } from './components/day-of-life-card.tsx';
import { FeedStatus } from './components/feed-status.tsx';
import { FixLogDialog, useFixing } from './components/fix-waiting.tsx';
import type { LogTab } from './components/log-tabs.tsx';
import { LiveTimers } from './components/live-timers.tsx';
import { TimersSkeleton } from './components/timers-skeleton.tsx';
import { LogTabsSkeleton } from './components/log-tabs-skeleton.tsx';

// The tabs' forms and lists (react-hook-form, the log schemas, Radix tabs) come in a chunk of their own, fetched
// as soon as this page's chunk runs: her baby, the timers and the counters are drawn first, and the forms after,
// in tasks of their own instead of one long one that blocks her first tap (issue 21, total blocking time).
const loadLogTabs = () => import('./components/log-tabs.tsx');
void loadLogTabs().catch(() => undefined);
const LogTabs = lazy(() => loadLogTabs().then((m) => ({ default: m.LogTabs })));

/**
 * Her babies, their timers and last logs, and today's list for the first baby, asked for before the frame is drawn
 * (app/early-requests.ts). Another baby or day in the address is left to the page.
 */
export const prefetchData: PrefetchData = (queryClient, { userId, status, search }) => {
  void queryClient.prefetchQuery(babyStatusOptions(userId));
  const babies = queryClient.fetchQuery(babiesOptions(userId));
  if (search.has('baby') || search.has('date') || search.has('fix')) return;
  const today = localToday(status.profile.timeZone);
  void babies.then(
    (list) => void queryClient.prefetchQuery(babyDayOptions(userId, today, list[0]?.id)),
    // The page shows a failed list, with a way forward.
    () => undefined,
  );
};

/**
 * The Baby Tracker (docs/product.md, "Baby tracker"; /post-birth/baby-tracker): her baby (or twins), live timers,
 * time since the last feed and the next side, warning signs, the chosen day's counters and its Feeding, Nappy and
 * Sleep tabs, and the last 24 hours against what a midwife expects. The baby, day and tab live in the URL.
 */
export function BabyTrackerPage() {
  const userId = useUserId();
  const profile = useMyProfileStatus();
  const timeZone = profile.data?.profile.timeZone ?? deviceTimeZone();
  const { today } = useLocalTime(profile.data?.profile.timeZone);
  const [params, setParams] = useSearchParams();
  const babies = useBabies(userId);
  const status = useBabyStatus(userId, { live: true });
  const country = useEmergencyCountry();
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  // The server's timers with what she pressed offline played over them.
  const shown = useShownTimers(userId, status.data?.timers, status.dataUpdatedAt);
  // The last feed and wet nappy with hers still waiting to send.
  const latest = useShownLatest(userId, status.data, status.dataUpdatedAt, timeZone);

  const unitNow = profile.data?.profile.volumeUnit ?? 'ml';
  // An entry refused for an overlap, opened here to change its time (`fix`, from its "Change the time").
  const fixing = useFixing(userId, params.get('fix'), { timeZone, unit: unitNow });
  const fixTimer = fixing?.kind === 'stop' ? shown.timers.find((t) => t.id === fixing.timerId) : undefined;

  const list = babies.data ?? [];
  const baby = list.find((b) => b.id === (params.get('baby') ?? fixTimer?.babyId)) ?? list[0];
  const date = params.get('date') ?? today;
  const tab = (params.get('tab') ?? 'feeding') as LogTab;
  const day = useBabyDay(userId, date > today ? today : date, baby?.id, !babies.isPending);
  // Her logs of this baby still waiting to send: counted in the day's counters and the last 24 hours.
  const waiting = useWaitingFacts(userId, baby, shown.stopped, timeZone);
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) p.delete(k);
          else p.set(k, v);
        }
        return p;
      },
      { replace: true },
    );

  if (profile.isPending || babies.isPending) return <Loading label="Loading your baby tracker..." />;
  if (profile.isError || babies.isError)
    return (
      <ErrorState
        title="We could not load your baby tracker"
        message="Check your connection and try again."
        onRetry={() => void Promise.all([profile.refetch(), babies.refetch()])}
      />
    );
  const unit = profile.data.profile.volumeUnit;
  const ctx = { timeZone, unit };
  const birthDate = profile.data.profile.birthDate ?? today;
  const dialogs = (
    <BabyDialog
      open={dialog !== null}
      onClose={() => setDialog(null)}
      userId={userId}
      baby={dialog === 'edit' ? (baby ?? null) : null}
      defaultBirthDate={baby?.birthDate ?? birthDate}
      today={today}
      onAdded={(b: Baby) => set({ baby: b.id })}
    />
  );
  if (!baby)
    return (
      <>
        <EmptyState title="No baby recorded yet">
          <button
            type="button"
            className={buttonClass('primary', 'md', 'mt-2')}
            onClick={() => setDialog('add')}
          >
            Add your baby
          </button>
        </EmptyState>
        {dialogs}
      </>
    );

  const now = status.data?.babies.find((b) => b.baby.id === baby.id);
  const shownDay =
    day.data && !day.isPlaceholderData
      ? shownDaySummary(day.data.summary, day.data.logs.map(savedFacts), waiting, day.data.date, timeZone)
      : { summary: undefined };
  const timers = shown.timers.filter((t) => t.babyId === baby.id);
  const timing = new Set(shown.timers.map((t) => t.babyId));
  const nowTime = () => localDateTimeIn(timeZone).time;
  return (
    <div className="space-y-5">
      <BabyHeader
        babies={list}
        selected={baby}
        timing={timing}
        onSelect={(id) => set({ baby: id })}
        onAdd={() => setDialog('add')}
        onEdit={() => setDialog('edit')}
        action={
          <Link
            to={`night${baby.id === list[0]?.id ? '' : `?baby=${baby.id}`}`}
            className={buttonClass('outline', 'md', 'shrink-0')}
          >
            <MoonStar aria-hidden className="h-5 w-5" /> Night mode
          </Link>
        }
      />
      {now ? (
        <BabySigns
          signs={shownSigns(now.signs, latest.get(baby.id))}
          who={callerSituation(profile.data)}
          country={country.data ?? null}
        />
      ) : null}
      {status.isError ? (
        <ErrorState
          title="We could not load the timers and the last feed"
          message="Logging still works. Try again in a moment."
          onRetry={() => void status.refetch()}
        />
      ) : status.isPending || !now ? (
        <TimersSkeleton />
      ) : (
        <>
          <LiveTimers
            userId={userId}
            babyId={baby.id}
            timers={timers}
            nextSide={now.nextSide?.side ?? null}
            today={today}
            timeZone={timeZone}
            unit={unit}
            fixing={fixing?.kind === 'stop' ? { ...fixing, onDone: () => set({ fix: null }) } : undefined}
          />
          <FeedStatus
            baby={now}
            last={latest.get(baby.id)?.lastFeed ?? null}
            timeZone={timeZone}
            unit={unit}
          />
        </>
      )}
      <Card className="space-y-4">
        <DateStepper
          value={date}
          today={today}
          min={baby.birthDate}
          onChange={(d) => set({ date: d === today ? null : d })}
        />
        <DayCounters {...shownDay} />
      </Card>
      {/* The tabs' forms and the day-of-life card, below her first screen, are drawn just after it. */}
      <DrawnNext fallback={<LogTabsSkeleton />}>
        <Suspense fallback={<LogTabsSkeleton />}>
          <LogTabs
            key={`${baby.id}-${date}`}
            tab={tab}
            onTab={(t) => set({ tab: t === 'feeding' ? null : t })}
            userId={userId}
            babyId={baby.id}
            date={date}
            today={today}
            nowTime={nowTime}
            ctx={ctx}
            day={day}
            stopped={shown.stopped.filter((s) => s.babyId === baby.id)}
            who={callerSituation(profile.data)}
            country={country.data ?? null}
          />
        </Suspense>
        {now ? (
          <DayOfLifeCard
            dayOfLife={shownDayOfLife(now.dayOfLife, lastFeedFacts(now.lastFeed), waiting)}
            lastWet={latest.get(baby.id)?.lastWet ?? null}
          />
        ) : null}
      </DrawnNext>
      <FixLogDialog
        fixing={fixing?.kind === 'log' ? fixing : null}
        userId={userId}
        babyId={baby.id}
        ctx={ctx}
        onClose={() => set({ fix: null })}
      />
      {dialogs}
    </div>
  );
}
