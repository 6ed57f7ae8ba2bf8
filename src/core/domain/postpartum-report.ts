/**
 * What a postpartum week's report says (docs/product.md, "Postpartum reports"): its insights, recommendations and
 * maternal and baby concerns, written by rules from the week's figures (postpartum-figures.ts) and the catalogue.
 * Every sentence carries the number it rests on, and every threshold is one the app already holds: 8 feeds a day
 * (FEEDS_PER_DAY) and the nappies by day of life (NAPPY_TABLE), the spec's pain, mood and anxiety red-flag levels,
 * heavy bleeding or clots (the catalogue's postpartum-heavy-bleeding). Nothing else is judged.
 */
import { FEEDS_PER_DAY } from './baby-targets.ts';
import type { BabyDay, BabyWeek, MotherDay, WeekFigures } from './postpartum-figures.ts';
import {
  ANXIETY_FLAG_FROM,
  HEAVY_BLEEDING_SIGN,
  MOOD_FLAG_AT_MOST,
  PAIN_FLAG_FROM,
} from './recovery-flags.ts';
import { requireSign } from './warning-signs.ts';
import { dayName } from './day-name.ts';

export interface ReportTexts {
  weeklyInsights: string[];
  recommendations: string[];
  maternalConcerns: string[];
  babyConcerns: string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${String(n)} ${n === 1 ? one : many}`;
const dayList = (dates: readonly string[]) => dates.map(dayName).join(', ');
const hours = (minutes: number) => (Math.round((minutes / 60) * 10) / 10).toString();

type Shortfall = 'feeds' | 'wet' | 'dirty';
const SHORT_WORDS: Record<Shortfall, string> = {
  feeds: 'feeds',
  wet: 'wet nappies',
  dirty: 'dirty nappies',
};
const countOf = (d: BabyDay, k: Shortfall) => (k === 'feeds' ? d.feeds : k === 'wet' ? d.wet : d.dirty);
const targetOf = (d: BabyDay, k: Shortfall) =>
  !d.targets ? 0 : k === 'feeds' ? d.targets.feedsMin : k === 'wet' ? d.targets.wetMin : d.targets.dirtyMin;

function babyTexts(b: BabyWeek, out: ReportTexts): void {
  const who = b.name ?? 'Your baby';
  const logged = b.days.some((d) => d.feeds + d.nappies + d.sleepMinutes > 0);
  if (!logged) {
    out.weeklyInsights.push(`${who}: no feeds, nappies or sleeps were logged this week.`);
    return;
  }
  out.weeklyInsights.push(
    `${who}: ${plural(b.totalFeedings, 'feed')}, ${plural(b.totalDiapers, 'nappy', 'nappies')} and ${hours(b.totalSleepMinutes)} hours of sleep logged over ${plural(b.days.length, 'day')}.`,
  );
  const judged = b.days.filter((d) => d.judged);
  if (judged.length === 0) return;
  for (const k of ['feeds', 'wet', 'dirty'] as const) {
    const short = judged.filter((d) => countOf(d, k) < targetOf(d, k));
    if (short.length === 0) {
      out.weeklyInsights.push(
        `${who} had the expected ${SHORT_WORDS[k]} for the day of life on all ${plural(judged.length, 'day')} judged.`,
      );
      continue;
    }
    const detail = short.map(
      (d) => `${dayName(d.date)}: ${String(countOf(d, k))} of ${String(targetOf(d, k))}`,
    );
    out.babyConcerns.push(
      k === 'feeds'
        ? `${who} had fewer than ${String(FEEDS_PER_DAY.min)} feeds logged on ${plural(short.length, 'day')} of ${String(judged.length)} (${detail.join('; ')}); newborns usually feed ${String(FEEDS_PER_DAY.min)} to ${String(FEEDS_PER_DAY.max)} times in 24 hours.`
        : `${who} had fewer ${SHORT_WORDS[k]} than expected for the day of life on ${plural(short.length, 'day')} of ${String(judged.length)} (${detail.join('; ')}).`,
    );
    out.recommendations.push(
      `Tell your midwife or health visitor that ${who === 'Your baby' ? 'your baby' : who} had fewer ${SHORT_WORDS[k]} than expected on ${plural(short.length, 'day')} this week, so they can check feeding with you.`,
    );
  }
}

const daysWhere = (days: readonly MotherDay[], test: (d: MotherDay) => boolean) =>
  days.filter(test).map((d) => d.date);

function motherTexts(f: WeekFigures, out: ReportTexts): void {
  const t = f.totals;
  const withPain = f.mother.filter((d) => d.pain !== null);
  if (t.avgPainLevel !== null)
    out.weeklyInsights.push(
      `Your pain averaged ${String(t.avgPainLevel)} out of 10 over ${plural(withPain.length, 'day')} with a pain log.`,
    );
  const first = withPain[0];
  const last = withPain.at(-1);
  if (first && last && first !== last && first.pain !== null && last.pain !== null) {
    if (last.pain > first.pain) {
      out.maternalConcerns.push(
        `Your pain rose from ${String(first.pain)} on ${dayName(first.date)} to ${String(last.pain)} on ${dayName(last.date)}.`,
      );
      out.recommendations.push(
        `Tell your midwife or GP that your pain went up from ${String(first.pain)} to ${String(last.pain)} this week, so they can check how you are healing.`,
      );
    } else if (last.pain < first.pain) {
      out.weeklyInsights.push(
        `Your pain eased from ${String(first.pain)} on ${dayName(first.date)} to ${String(last.pain)} on ${dayName(last.date)}.`,
      );
    }
  }
  const severe = daysWhere(f.mother, (d) => d.pain !== null && d.pain >= PAIN_FLAG_FROM);
  if (severe.length > 0)
    out.maternalConcerns.push(
      `Pain of ${String(PAIN_FLAG_FROM)} or more out of 10 was logged on ${plural(severe.length, 'day')} (${dayList(severe)}).`,
    );

  const withMood = f.mother.filter((d) => d.mood !== null);
  if (t.avgMoodRating !== null)
    out.weeklyInsights.push(
      `Your mood averaged ${String(t.avgMoodRating)} out of 10 over ${plural(withMood.length, 'day')} with a mood log.`,
    );
  const low = daysWhere(f.mother, (d) => d.mood !== null && d.mood <= MOOD_FLAG_AT_MOST);
  const anxious = daysWhere(f.mother, (d) => d.anxiety !== null && d.anxiety >= ANXIETY_FLAG_FROM);
  if (low.length > 0)
    out.maternalConcerns.push(
      `Your mood was ${String(MOOD_FLAG_AT_MOST)} or less out of 10 on ${plural(low.length, 'day')} (${dayList(low)}).`,
    );
  if (anxious.length > 0)
    out.maternalConcerns.push(
      `Your anxiety was ${String(ANXIETY_FLAG_FROM)} or more out of 10 on ${plural(anxious.length, 'day')} (${dayList(anxious)}).`,
    );
  if (low.length + anxious.length > 0) out.recommendations.push(requireSign('persistent-low-mood').whatToDo);

  const bleeding = daysWhere(f.mother, (d) => d.heavyBleeding);
  if (bleeding.length > 0) {
    out.maternalConcerns.push(
      `Heavy bleeding or clots were logged on ${plural(bleeding.length, 'day')} (${dayList(bleeding)}).`,
    );
    out.recommendations.push(
      `If you are still bleeding heavily or passing clots: ${requireSign(HEAVY_BLEEDING_SIGN).whatToDo}`,
    );
  }
  if (withPain.length === 0 && withMood.length === 0 && bleeding.length === 0)
    out.weeklyInsights.push('No pain, mood or bleeding logs for you this week.');
}

/** The report's texts from the week's figures. */
export function reportTexts(f: WeekFigures): ReportTexts {
  const out: ReportTexts = {
    weeklyInsights: [],
    recommendations: [],
    maternalConcerns: [],
    babyConcerns: [],
  };
  for (const b of f.babies) babyTexts(b, out);
  motherTexts(f, out);
  const reviewed = f.flags.filter((x) => x.reviewed).length;
  if (f.flags.length === 0) out.weeklyInsights.push('No health alerts were raised this week.');
  else
    out.weeklyInsights.push(
      `${plural(f.flags.length, 'health alert')} raised this week; ${String(reviewed)} reviewed by a clinician so far.`,
    );
  if (out.recommendations.length === 0)
    out.recommendations.push(
      'Nothing in this week’s logs reached a level to act on. Keep logging, and bring this report to your next check.',
    );
  return out;
}
