import type { StoppedTimer } from '../../api/baby-tracking/shown-timers.ts';
import type { WaitingItem } from '../../components/offline/waiting-list.tsx';
import type { BabyLogType, VolumeUnit } from '../../../core/domain/baby-log.ts';
import { durationText, formatInstantTime } from '../../lib/dates.ts';
import { useWaitingWrites } from '../../lib/use-offline.ts';
import { amountText, DIAPER_TYPE_LABEL, FEEDING_TYPE_LABEL, STOOL_LABEL } from './log-text.ts';

/** A baby log kept on her phone, in words for its tab's list. */
export type WaitingLog = WaitingItem & { type: BabyLogType };

/**
 * The baby's logs kept on her phone until there is a signal (a log typed in, or a timer she stopped), in words, for
 * the tabs' lists to show above the day's saved ones, each marked "Waiting to send".
 */
export function useWaitingLogs({
  userId,
  babyId,
  stopped,
  unit,
  timeZone,
}: {
  userId: string;
  babyId: string;
  stopped: readonly StoppedTimer[];
  unit: VolumeUnit;
  timeZone: string;
}): WaitingLog[] {
  const logs = useWaitingWrites('POST /api/baby-tracking', userId).flatMap((w): WaitingLog[] => {
    const b = w.input.body;
    if (b.babyId !== babyId) return [];
    const at = b.startedAt ?? b.sleepStart ?? w.queuedAt;
    let label: string;
    if (b.logType === 'feeding') {
      const kind = FEEDING_TYPE_LABEL[b.feedingType ?? 'breast'];
      const parts = [kind, b.feedingDuration ? durationText(b.feedingDuration) : null];
      if (typeof b.feedingAmount === 'number') parts.push(amountText(b.feedingAmount, unit));
      label = parts.filter(Boolean).join(' · ');
    } else if (b.logType === 'diaper') {
      const what = DIAPER_TYPE_LABEL[b.diaperType ?? 'wet'];
      label = b.stoolColor ? `${what} · ${STOOL_LABEL[b.stoolColor]}` : what;
    } else {
      const end = b.sleepEnd ? ` – ${formatInstantTime(b.sleepEnd, { timeZone })}` : '';
      label = `Sleep from ${formatInstantTime(at, { timeZone })}${end}`;
    }
    const text = `${formatInstantTime(at, { timeZone })} · ${label}`;
    return [{ id: w.id, type: b.logType, label: text, at: w.queuedAt }];
  });
  const timed = stopped.map(
    (s): WaitingLog => ({
      type: s.kind,
      id: s.writeId,
      label: `${formatInstantTime(s.startedAt, { timeZone })} – ${formatInstantTime(s.endedAt, { timeZone })} · Timed ${s.kind === 'feeding' ? 'feed' : 'sleep'}`,
      at: s.endedAt,
    }),
  );
  return [...timed, ...logs];
}
