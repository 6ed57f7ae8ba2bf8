/**
 * A baby log in words for the day's list (docs/product.md, "Baby tracker"): "Breast, left · 15 min",
 * "Bottle · 90 ml", "Wet and dirty · Yellow", a sleep "11:15 PM – 12:40 AM (next day) · 1 h 25 min". Amounts in
 * her unit; times on her clock.
 */
import type { DayLog } from '../../../core/contracts/baby-tracking-status.ts';
import {
  type DiaperType,
  type FeedingType,
  SLEEP_QUALITY_LABELS,
  type StoolColor,
  volumeIn,
  type VolumeUnit,
} from '../../../core/domain/baby-log.ts';
import { durationText, formatInstantTime } from '../../lib/dates.ts';

export const FEEDING_TYPE_LABEL: Readonly<Record<FeedingType, string>> = {
  breast: 'Breast',
  bottle: 'Bottle',
  both: 'Breast and bottle',
};
export const DIAPER_TYPE_LABEL: Readonly<Record<DiaperType, string>> = {
  wet: 'Wet',
  dirty: 'Dirty',
  both: 'Wet and dirty',
};
export const STOOL_LABEL: Readonly<Record<StoolColor, string>> = {
  black: 'Black (first days)',
  green: 'Green',
  yellow: 'Yellow',
  brown: 'Brown',
  pale: 'Pale, chalky or white',
};
/** A swatch beside each word (the word carries the meaning; the colour helps her match what she sees). */
export const STOOL_SWATCH: Readonly<Record<StoolColor, string>> = {
  black: '#2b2420',
  green: '#5f7a2e',
  yellow: '#e0b32c',
  brown: '#7a4a23',
  pale: '#ece6d3',
};

/** "90 ml" or "3 fl oz". */
export function amountText(ml: number, unit: VolumeUnit): string {
  return unit === 'ml' ? `${String(volumeIn('ml', ml))} ml` : `${String(volumeIn('fl_oz', ml))} fl oz`;
}

const side = (s: string | null) => (s === 'both' ? 'both sides' : s);
const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

function feedingText(log: DayLog, unit: VolumeUnit): string {
  const type = log.feedingType ?? 'breast';
  const parts: string[] = [];
  const timed = log.leftSeconds !== null || log.rightSeconds !== null;
  if (type !== 'bottle') {
    if (timed) {
      const sides = [
        log.leftSeconds ? `left ${String(minutes(log.leftSeconds))} min` : null,
        log.rightSeconds ? `right ${String(minutes(log.rightSeconds))} min` : null,
      ].filter(Boolean);
      parts.push(
        `${FEEDING_TYPE_LABEL[type]} · ${sides.join(', ') || durationText(log.feedingDuration ?? 0)}`,
      );
    } else {
      const s = side(log.feedingSide);
      parts.push(
        `${FEEDING_TYPE_LABEL[type]}${s ? `, ${s}` : ''} · ${durationText(log.feedingDuration ?? 0)}`,
      );
    }
  } else parts.push(FEEDING_TYPE_LABEL.bottle);
  if (log.feedingAmount !== null) parts.push(amountText(log.feedingAmount, unit));
  return parts.join(' · ');
}

function diaperText(log: DayLog): string {
  const type = DIAPER_TYPE_LABEL[log.diaperType ?? 'wet'];
  return log.stoolColor ? `${type} · ${STOOL_LABEL[log.stoolColor]}` : type;
}

function sleepText(log: DayLog, timeZone: string): string {
  const start = formatInstantTime(log.sleepStart ?? log.startedAt, { timeZone });
  const end = formatInstantTime(log.sleepEnd ?? log.endedAt, { timeZone });
  const span = `${log.startedDayBefore ? 'From the day before, ' : ''}${start} – ${end}${log.endsNextDay && !log.startedDayBefore ? ' (next day)' : ''}`;
  const total =
    log.sleepDuration ?? Math.round((Date.parse(log.endedAt) - Date.parse(log.startedAt)) / 60_000);
  const inDay =
    log.minutesInDay !== null && log.minutesInDay !== total
      ? ` (${durationText(log.minutesInDay)} on this day)`
      : '';
  const quality = log.sleepQuality ? ` · ${SLEEP_QUALITY_LABELS[log.sleepQuality - 1] ?? ''}` : '';
  return `${span} · ${durationText(total)}${inDay}${quality}`;
}

/** The row's words for a log. */
export function logText(log: DayLog, unit: VolumeUnit, timeZone: string): string {
  switch (log.logType) {
    case 'feeding':
      return feedingText(log, unit);
    case 'diaper':
      return diaperText(log);
    case 'sleep':
      return sleepText(log, timeZone);
    default: {
      const never: never = log.logType;
      throw new Error(`Unknown log type ${String(never)}`);
    }
  }
}

/** What the log is, for a button's name: "feed at 10:10 PM". */
/** A log type in her words (the API's `diaper` is a nappy on screen: docs/product.md, "One way of saying things"). */
export const LOG_TYPE_WORD: Readonly<Record<DayLog['logType'], string>> = {
  feeding: 'feeding',
  diaper: 'nappy',
  sleep: 'sleep',
};

export function logName(log: DayLog, timeZone: string): string {
  const what = { feeding: 'feed', diaper: 'nappy', sleep: 'sleep' }[log.logType];
  return `${what} at ${formatInstantTime(log.startedAt, { timeZone })}`;
}
