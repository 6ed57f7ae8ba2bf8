/**
 * Her babies' days since a date (the visit summary's feeds and nappies: docs/product.md, "Doctor Visit Toolkit"):
 * each local day's counters by the tracker's own rules (core/domain/baby-day.ts), so the summary and the tracker
 * never disagree about a day.
 */
import type { Baby } from '../../../core/contracts/baby-tracking-babies.ts';
import { endOfLocalDay, startOfLocalDay } from '../../../core/domain/baby-age.ts';
import { daySummary, type DaySummaryFacts } from '../../../core/domain/baby-day.ts';
import type { VolumeUnit } from '../../../core/domain/baby-log.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import type { Db } from '../../db/client.ts';
import { clockOf } from './babies.ts';
import { listBabies } from './babies-repository.ts';
import { toBaby } from './dto.ts';
import { logsStartedBetween } from './repository.ts';

const DAY_MS = 86_400_000;

export interface BabyHistory {
  baby: Baby;
  /** Every local day from the later of `since` and the birth date to today, oldest first. */
  days: { date: string; summary: DaySummaryFacts }[];
}

export async function babyDaysSince(
  db: Db,
  userId: string,
  since: string,
  now = new Date(),
): Promise<{ babies: BabyHistory[]; volumeUnit: VolumeUnit }> {
  const clock = await clockOf(db, userId, now);
  const rows = await listBabies(db, userId);
  const babies = await Promise.all(
    rows.map(async (row, i) => {
      const first = row.birthDate > since ? row.birthDate : since;
      // A sleep running into the first day, or a feed session begun before it, started within a day of it.
      const logs = await logsStartedBetween(
        db,
        row.id,
        new Date(startOfLocalDay(first, clock.timeZone).getTime() - DAY_MS),
        endOfLocalDay(clock.today, clock.timeZone),
      );
      const days: BabyHistory['days'] = [];
      for (let date = first; date <= clock.today; date = addDays(date, 1))
        days.push({
          date,
          summary: daySummary(logs, {
            from: startOfLocalDay(date, clock.timeZone),
            to: endOfLocalDay(date, clock.timeZone),
          }),
        });
      return { baby: toBaby(row, i === 0, clock), days };
    }),
  );
  return { babies, volumeUnit: clock.volumeUnit };
}
