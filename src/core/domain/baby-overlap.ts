/**
 * Overlapping entries (docs/product.md, "Baby tracker"): a feed that overlaps another feed of the same baby, or a
 * sleep another sleep. Real entries do overlap (a top-up during a breastfeed, twins' logs typed on one baby by
 * mistake), so it is a warning that names the other entry and that she may override, never a wall (Baby Buddy
 * refuses them and its users complain). Nappies never overlap.
 */
import type { BabyLogType, VolumeUnit } from './baby-log.ts';
import { volumeText } from './baby-log.ts';
import type { LogFacts } from './baby-day.ts';
import { localDateTimeIn } from './zoned-time.ts';

export interface Span {
  logType: BabyLogType;
  startedAt: Date;
  endedAt: Date;
}

/**
 * Whether two spans of time overlap. Touching ends do not (a bottle as a breastfeed ends); an instant overlaps a
 * span it falls inside or begins with, and an instant at the same moment (a log typed twice).
 */
export function spansOverlap(a: Span, b: Span): boolean {
  const [as, ae, bs, be] = [a.startedAt, a.endedAt, b.startedAt, b.endedAt].map((d) => d.getTime()) as [
    number,
    number,
    number,
    number,
  ];
  const aInstant = as === ae;
  const bInstant = bs === be;
  if (aInstant && bInstant) return as === bs;
  if (aInstant) return as >= bs && as < be;
  if (bInstant) return bs >= as && bs < ae;
  return as < be && bs < ae;
}

/** The earliest other log of the same kind (feeds, or sleeps) that overlaps `candidate`, or null. */
export function findOverlap<L extends LogFacts>(
  candidate: Span & { id?: string },
  others: readonly L[],
): L | null {
  if (candidate.logType === 'diaper') return null;
  return (
    others
      .filter((o) => o.id !== candidate.id && o.logType === candidate.logType && spansOverlap(candidate, o))
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())[0] ?? null
  );
}

const clock = (at: Date, timeZone: string) => localDateTimeIn(timeZone, at).time;
const amount = (ml: number, unit: VolumeUnit) => volumeText(unit, ml);

/** A log in a few words, in her time zone and unit: "the left breastfeed at 22:10 (25 min)". */
export function describeLog(log: LogFacts, timeZone: string, unit: VolumeUnit = 'ml'): string {
  const at = clock(log.startedAt, timeZone);
  switch (log.logType) {
    case 'feeding': {
      const minutes = log.feedingDuration ? ` (${String(log.feedingDuration)} min)` : '';
      const side =
        log.feedingSide === 'both'
          ? 'breastfeed on both sides'
          : `${log.feedingSide ?? ''} breastfeed`.trim();
      if (log.feedingType === 'bottle')
        return `the ${amount(log.feedingAmount ?? 0, unit)} bottle at ${at}${minutes}`;
      if (log.feedingType === 'both')
        return `the ${side} with a ${amount(log.feedingAmount ?? 0, unit)} top-up at ${at}${minutes}`;
      return `the ${side} at ${at}${minutes}`;
    }
    case 'sleep':
      return `the sleep from ${at} to ${clock(log.endedAt, timeZone)}`;
    case 'diaper':
      return `the ${log.diaperType ?? ''} nappy at ${at}`.replace('  ', ' ');
    default: {
      const never: never = log.logType;
      throw new Error(`Unknown log type ${String(never)}`);
    }
  }
}
