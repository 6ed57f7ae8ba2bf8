import { ArrowLeft, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBabies } from '../../../api/baby-tracking/babies.ts';
import { useBabyStatus } from '../../../api/baby-tracking/baby-status.ts';
import { useOfflineStart } from '../../../components/offline/use-offline-start.ts';
import { useQueue } from '../../../lib/use-offline.ts';
import { useShownTimers } from '../../../api/baby-tracking/shown-timers.ts';
import { useShownLatest } from '../../../api/baby-tracking/shown-latest.ts';
import { WaitingMark } from '../../../components/offline/waiting-list.tsx';
import { useMyProfileStatus, useUserId } from '../../../api/session.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGoBack } from '../../../lib/go-back.ts';
import { cn } from '../../../lib/cn.ts';
import { durationText, formatInstantTime } from '../../../lib/dates.ts';
import { babyLabel } from '../../../lib/baby-age-text.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useWakeLock } from '../use-wake-lock.ts';
import { BottleAmounts } from './bottle-amounts.tsx';
import { night } from './palette.ts';
import { NightTiles } from './night-tiles.tsx';
import { NightRefused, NightWaiting } from './night-waiting.tsx';
import { useNightActions } from './use-night-actions.ts';
import { useUndo } from './use-undo.ts';

/**
 * Night mode (docs/product.md, "Night mode"; /post-birth/baby-tracker/night): a full screen in a dim warm palette
 * with six big one-tap tiles, five seconds to undo each tap, and the screen kept awake while a timer runs where the
 * browser allows it. Outside the app frame, like Whisper Mode: no bright header or navigation.
 */
export function NightModePage() {
  const userId = useUserId();
  const profile = useMyProfileStatus();
  const timeZone = profile.data?.profile.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const unit = profile.data?.profile.volumeUnit ?? 'ml';
  const babies = useBabies(userId);
  const status = useBabyStatus(userId, { live: true });
  const [params, setParams] = useSearchParams();
  const goBack = useGoBack('/post-birth/baby-tracker');
  const undo = useUndo();
  // Outside the frame, so its own start of the queue and its own count of what waits for a signal.
  useOfflineStart(userId);
  const waiting = useQueue().writes.filter((w) => w.userId === userId && !w.refused).length;
  const [bottleOpen, setBottleOpen] = useState(false);
  const list = babies.data ?? [];
  const baby = list.find((b) => b.id === params.get('baby')) ?? list[0];
  const now = status.data?.babies.find((b) => b.baby.id === baby?.id);
  // The server's timers with what she pressed offline played over them.
  const shown = useShownTimers(userId, status.data?.timers, status.dataUpdatedAt);
  const timers = shown.timers.filter((t) => t.babyId === baby?.id);
  const feed = timers.find((t) => t.kind === 'feeding');
  const sleep = timers.find((t) => t.kind === 'sleep');
  const awake = useWakeLock(timers.some((t) => t.status === 'running'));
  const actions = useNightActions({
    userId,
    babyId: baby?.id,
    timeZone,
    unit,
    feed,
    sleep,
    offerUndo: undo.offer,
  });
  // The last feed with hers still waiting to send (the tracker's rule, shown-latest.ts).
  const lastFeed = useShownLatest(userId, status.data, status.dataUpdatedAt, timeZone).get(
    baby?.id ?? '',
  )?.lastFeed;
  const clock = useNow(Boolean(lastFeed), 30_000);

  useEffect(() => {
    document.title = 'Night mode · Zara';
    return () => {
      document.title = 'Zara';
    };
  }, []);

  const loading = babies.isPending || status.isPending || profile.isPending;
  const failed = babies.isError || status.isError || profile.isError;
  return (
    <div className={cn('min-h-dvh', night.page)}>
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col gap-5 px-4 pt-3 pb-8">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={goBack}
            className={cn(night.button, '-ml-2 shrink-0 border-transparent bg-transparent whitespace-nowrap')}
          >
            <ArrowLeft aria-hidden className="h-5 w-5" /> Leave night mode
          </button>
          <span className={cn('text-right text-sm', night.muted)} role="status">
            {waiting > 0 ? `${String(waiting)} waiting to send` : awake === 'held' ? 'Screen stays on' : ''}
          </span>
        </div>
        <h1 className="sr-only">Night mode</h1>
        {list.length > 1 ? (
          <div role="group" aria-label="Baby" className="grid grid-flow-col gap-2">
            {list.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-pressed={b.id === baby?.id}
                onClick={() => setParams({ baby: b.id }, { replace: true })}
                className={cn(night.button, b.id === baby?.id && 'border-[#e0a96a] bg-[#33241a]')}
              >
                {babyLabel(b, i)}
              </button>
            ))}
          </div>
        ) : null}
        {loading ? (
          <p role="status" className={cn('py-16 text-center text-lg', night.muted)}>
            Dimming the lights...
          </p>
        ) : failed || !baby ? (
          <div role="alert" className="space-y-3 py-12 text-center">
            <p className="text-lg font-semibold">We could not load the tracker</p>
            <button
              type="button"
              className={night.button}
              onClick={() => void Promise.all([babies.refetch(), status.refetch()])}
            >
              Try again
            </button>
          </div>
        ) : (
          <>
            <div className="text-center text-lg">
              {lastFeed ? (
                <p>
                  Last feed{' '}
                  <span className="font-semibold">{durationText(lastFeed.minutesSince(clock))} ago</span>{' '}
                  <span className={night.muted}>
                    (started {formatInstantTime(lastFeed.startedAt, { timeZone })})
                  </span>
                </p>
              ) : (
                <p>No feeds logged yet</p>
              )}
              {lastFeed?.waiting ? (
                <WaitingMark className={cn('mt-1 justify-center text-base', night.muted)} />
              ) : null}
            </div>
            {bottleOpen ? (
              <BottleAmounts
                unit={unit}
                onPick={(ml) => {
                  setBottleOpen(false);
                  actions.run({ kind: 'bottle' }, ml);
                }}
                onCancel={() => setBottleOpen(false)}
              />
            ) : (
              <NightTiles
                feed={feed}
                sleep={sleep}
                nextSide={now?.nextSide?.side ?? null}
                busy={actions.busy}
                onAction={(a) => (a.kind === 'bottle' ? setBottleOpen(true) : actions.run(a))}
              />
            )}
            <NightRefused userId={userId} />
            <NightWaiting
              userId={userId}
              babyId={baby.id}
              stopped={shown.stopped.filter((t) => t.babyId === baby.id)}
              unit={unit}
              timeZone={timeZone}
            />
            {actions.error ? (
              <div role="alert" className={cn('space-y-2 text-center font-medium', night.alert)}>
                <p>{errorMessage(actions.error.err)}</p>
                {actions.error.retryAnyway ? (
                  <button type="button" className={night.button} onClick={actions.error.retryAnyway}>
                    Save anyway
                  </button>
                ) : null}
              </div>
            ) : null}
          </>
        )}
        <div aria-live="polite" className="mt-auto min-h-16">
          {undo.current ? (
            <div
              className={cn(
                'flex items-center justify-between gap-3 rounded-2xl border border-[#3b2a1c] bg-[#1c140e] p-3',
              )}
            >
              <span>{undo.current.label}</span>
              <button
                type="button"
                className={night.button}
                onClick={() => {
                  const u = undo.current;
                  undo.clear();
                  void u?.undo?.().catch((err: unknown) => actions.fail(err));
                }}
                hidden={!undo.current.undo}
              >
                <Undo2 aria-hidden className="h-5 w-5" /> Undo
              </button>
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
