import type { StoppedTimer } from '../../../api/baby-tracking/shown-timers.ts';
import { type WaitingItem, WaitingItems } from '../../../components/offline/waiting-list.tsx';
import type { BabyLogType, VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { durationText, formatInstantTime } from '../../../lib/dates.ts';
import { useWaitingWrites } from '../../../lib/use-offline.ts';
import { amountText, DIAPER_TYPE_LABEL, FEEDING_TYPE_LABEL, STOOL_LABEL } from '../log-text.ts';

/**
 * The baby's logs of one type kept on her phone until there is a signal (a log typed in, or a timer she stopped),
 * above the day's saved ones, each marked "Waiting to send".
 */
export function WaitingLogs({
  userId,
  babyId,
  type,
  stopped,
  unit,
  timeZone,
}: {
  userId: string;
  babyId: string;
  type: BabyLogType;
  stopped: readonly StoppedTimer[];
  unit: VolumeUnit;
  timeZone: string;
}) {
  const logs = useWaitingWrites('POST /api/baby-tracking', userId).flatMap((w): WaitingItem[] => {
    const b = w.input.body;
    if (b.babyId !== babyId || b.logType !== type) return [];
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
    return [{ id: w.id, label: `${formatInstantTime(at, { timeZone })} · ${label}`, at: w.queuedAt }];
  });
  const timed = stopped
    .filter((s) => (type === 'feeding' ? s.kind === 'feeding' : type === 'sleep' && s.kind === 'sleep'))
    .map((s) => ({
      id: s.writeId,
      label: `${formatInstantTime(s.startedAt, { timeZone })} – ${formatInstantTime(s.endedAt, { timeZone })} · Timed ${s.kind === 'feeding' ? 'feed' : 'sleep'}`,
      at: s.endedAt,
    }));
  return <WaitingItems items={[...timed, ...logs]} timeZone={timeZone} />;
}
