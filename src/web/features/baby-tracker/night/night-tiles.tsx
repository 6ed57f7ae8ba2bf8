import { Baby, Droplet, Milk, Moon, Square } from 'lucide-react';
import type { Timer } from '../../../../core/contracts/baby-tracking-status.ts';
import type { BreastSide } from '../../../../core/domain/baby-log.ts';
import { cn } from '../../../lib/cn.ts';
import { clockText } from '../../../lib/dates.ts';
import { timerClock } from '../timer-clock.ts';
import { useNow } from '../../../lib/use-now.ts';
import { night } from './palette.ts';

export type NightAction =
  | { kind: 'feed'; side: BreastSide }
  | { kind: 'switch' }
  | { kind: 'stop-feed' }
  | { kind: 'bottle' }
  | { kind: 'diaper'; type: 'wet' | 'dirty' }
  | { kind: 'sleep' }
  | { kind: 'wake' };

/**
 * The six big one-tap tiles: Left, Right, Bottle, Wet, Dirty, Sleep. Left and Right start a breastfeed on that side
 * (the other one switches while a feed runs); Sleep starts a sleep and, while one runs, says Woke up.
 */
export function NightTiles({
  feed,
  sleep,
  nextSide,
  busy,
  onAction,
}: {
  feed: Timer | undefined;
  sleep: Timer | undefined;
  nextSide: BreastSide | null;
  busy: boolean;
  onAction: (a: NightAction) => void;
}) {
  const now = useNow(Boolean(feed?.status === 'running' || sleep?.status === 'running'));
  // A shown timer's asOf is this phone's clock (shown-timers.ts): it counts on from there.
  const feedClock = feed ? clockText(timerClock(feed, Date.parse(feed.asOf), now).elapsed) : null;
  const sleepClock = sleep ? clockText(timerClock(sleep, Date.parse(sleep.asOf), now).elapsed) : null;
  const side = (s: BreastSide) => {
    const label = s === 'left' ? 'Left' : 'Right';
    if (!feed)
      return {
        label,
        note: s === nextSide ? 'Next side' : 'Start feed',
        on: false,
        action: { kind: 'feed', side: s } as NightAction,
      };
    if (feed.side === s)
      return {
        label,
        note: `Feeding ${feedClock ?? ''}${feed.status === 'paused' ? ' (paused)' : ''}`,
        on: true,
        action: null,
      };
    return { label, note: 'Switch to this side', on: false, action: { kind: 'switch' } as NightAction };
  };
  const tiles = [
    { ...side('left'), icon: Baby, key: 'left' },
    { ...side('right'), icon: Baby, key: 'right' },
    {
      label: 'Bottle',
      note: 'Choose amount',
      on: false,
      action: { kind: 'bottle' } as NightAction,
      icon: Milk,
      key: 'bottle',
    },
    {
      label: 'Wet',
      note: 'Log now',
      on: false,
      action: { kind: 'diaper', type: 'wet' } as NightAction,
      icon: Droplet,
      key: 'wet',
    },
    {
      label: 'Dirty',
      note: 'Log now',
      on: false,
      action: { kind: 'diaper', type: 'dirty' } as NightAction,
      icon: Droplet,
      key: 'dirty',
    },
    sleep
      ? {
          label: 'Woke up',
          note: `Asleep ${sleepClock ?? ''}`,
          on: true,
          action: { kind: 'wake' } as NightAction,
          icon: Moon,
          key: 'sleep',
        }
      : {
          label: 'Sleep',
          note: 'Start sleep',
          on: false,
          action: { kind: 'sleep' } as NightAction,
          icon: Moon,
          key: 'sleep',
        },
  ];
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {tiles.map((t) => (
          <button
            key={t.key}
            type="button"
            disabled={busy || t.action === null}
            aria-pressed={t.on}
            onClick={() => t.action && onAction(t.action)}
            className={cn(night.tile, t.on && night.tileOn, t.action === null && 'disabled:opacity-100')}
          >
            <t.icon aria-hidden className="h-7 w-7" />
            <span>{t.label}</span>
            <span className={cn('text-base font-normal tabular-nums', night.muted)}>{t.note}</span>
          </button>
        ))}
      </div>
      {feed ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => onAction({ kind: 'stop-feed' })}
          className={cn(night.button, 'min-h-16 w-full text-xl')}
        >
          <Square aria-hidden className="h-5 w-5" /> Stop and save the feed
        </button>
      ) : null}
    </div>
  );
}
