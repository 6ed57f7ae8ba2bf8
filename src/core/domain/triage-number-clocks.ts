/**
 * Hours from clock times (docs/clinical-safety.md, "Numbers"): the span from the first clock time said to the last
 * ("since 9 last night ... it's 6 now", "last feed was 3pm, now 4:30"), a meal or bedtime standing for the first
 * ("since lunch ... it's 3pm"), and the sentences that speak of an hour or less ("half an hour", "cada hora").
 */
import { MEAL, type NumberFacts } from './triage-number-facts.ts';
import type { Token } from './triage-text.ts';

/** The clock times read in a message, in order, and where the first and last stand. */
export interface Clocks {
  clocks: number[];
  /** Where each clock time stands. */
  clockAts: number[];
  firstClock: number | null;
  lastClockAt: number;
  /** The first clock time is yesterday's ("since 9 last night"). */
  yesterdayFirst: boolean;
}

/** Sets f.lastClock, the hours between the first and the last clock time, and the sentences within an hour. */
export function readClockSpans(tokens: Token[], c: Clocks, f: NumberFacts): void {
  const w = (i: number) => tokens[i]?.w ?? '';
  const max = (a: number | null, b: number) => (a === null ? b : Math.max(a, b));
  const words3 = (k: number) => `${w(k)} ${w(k + 1)} ${w(k + 2)}`;
  const { yesterdayFirst } = c;
  let { clocks, lastClockAt } = c;
  let firstAt = c.firstClock;
  // ("last wet nappy at 7 last night, it's now quarter past 8 ... the midwife comes at 2": the span ends at the time
  // said to be now, not at a time still to come.)
  const nowK = c.clockAts.findIndex(
    (at, k) =>
      k > 0 &&
      (/^(?:now|ahora)$/.test(w(at + 1)) ||
        tokens
          .slice(Math.max(0, at - 4), at)
          .some((t) => /^(?:now|ahora)$/.test(t.w) && t.sent === tokens[at]?.sent)),
  );
  if (nowK > 0 && nowK < clocks.length - 1) {
    clocks = clocks.slice(0, nowK + 1);
    lastClockAt = c.clockAts[nowK] ?? lastClockAt;
  }
  // Meals and bedtime as clock times a span is counted from ("since lunch ... it's 3pm"; "1am" after it is not a morning).
  const meal = tokens.findIndex(
    (t, i) =>
      MEAL[t.w] !== undefined &&
      /^(?:since|after|from|desde|before|antes)$/.test(w(i - 1)) &&
      i < (firstAt ?? 0),
  );
  if (meal >= 0 && clocks.length === 1) {
    clocks.unshift(MEAL[w(meal)] ?? 0);
    firstAt = -9;
  }
  f.lastClock = clocks.length ? (clocks[clocks.length - 1] ?? null) : null;
  if (clocks.length >= 2) {
    const first = clocks[0] ?? 0;
    const last = clocks[clocks.length - 1] ?? 0;
    let span = last - first + (yesterdayFirst ? 24 : 0);
    // ("since about 7 this morning ... it's nearly 4 now": a plain hour after a morning one is the afternoon's.)
    // (The minutes read as a figure of their own are skipped: "9 30 am" is said in the morning.)
    const part = (at: number) => words3(at + (/^[0-5]\d$/.test(w(at + 1)) ? 2 : 1));
    const morning = /^(?:am|this morning|in the morning)\b/.test(part(firstAt ?? -2));
    // ("last feed was 3pm, now 4:30": a plain time after a later one is the nearest such time, not tomorrow's.)
    const plain = !/^(?:am|pm|in the|this|last|tonight|at night)\b/.test(part(lastClockAt));
    // ("last wet nappy was 11am and its 1am now": a last time marked am or pm is that very hour, across midnight.)
    const marked = /^(?:am|pm)\b/.test(part(lastClockAt));
    if (span < 0 && !marked && (morning || plain) && last < 12 && last + 12 > first) span += 12;
    else if (span < 0) span += 24;
    if (span > 0) f.hours = max(f.hours, span);
  }
  const text = tokens.map((t) => t.w).join(' ');
  for (const m of text.matchAll(
    /\b(?:an hour|the last hour|half an hour|every hour|each hour|per hour|hourly|in an hour|within an hour|less than an hour|una hora|cada hora|por hora|a la hora|media hora|menos de una hora)\b/g,
  )) {
    const at = text.slice(0, m.index).split(' ').filter(Boolean).length;
    const t = tokens[at];
    if (t) f.withinHour.add(t.sent);
  }
}

/**
 * Tightenings timed as a list of clock times ("I've timed them: 7:02, 7:10, 7:18, 7:27", a contraction app's
 * "21:02 ... 21:08 ... 21:14"): the typical minutes between one time and the last before it within half an hour,
 * when at least three are told (Infinity otherwise).
 */
export function listedEvery(text: string): number {
  const times = [...text.matchAll(/\b(\d{1,2}) ([0-5]\d)\b/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  const gaps: number[] = [];
  times.forEach((t, k) => {
    const before = times.slice(0, k).filter((u) => t - u > 0 && t - u <= 30);
    if (before.length) gaps.push(t - Math.max(...before));
  });
  if (gaps.length < 3) return Infinity;
  return gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? Infinity;
}
