/**
 * What triage reads from a message's numbers (docs/clinical-safety.md, "How triage reads a message": numbers), as
 * triage-numbers.ts fills it, and the small tables it reads them with.
 */
import type { Pressure } from './triage-numbers-bp.ts';

export interface NumberFacts {
  /** Temperatures read, in Celsius, with the token they stand at. */
  tempsC: { c: number; at: number }[];
  bp: Pressure[];
  heartRates: { v: number; at: number }[];
  /** Minutes between contractions or pains. */
  intervals: number[];
  /** The longest span in hours said or computed from clock times. */
  hours: number | null;
  /** A baby's age in days, when the message gives one. */
  babyAgeDays: number | null;
  /**
   * Sentences that give someone an age of under 3 months in days or weeks ("3 weeks old", "hes 9 days.", "tiene 10
   * dias"): a reading beside one is the baby's, whoever "her arm" is (triage-rules-body.ts).
   */
  babyAgeSents: number[];
  /** The youngest age in hours said of the baby ("30 hours old", "when she was 18 hrs old"): jaundice's onset. */
  ageHours: number | null;
  /** Pregnancy weeks stated in the message. */
  week: number | null;
  /** Days since the birth, when the message gives them ("5 days pp", "day 3"). */
  daysSinceBirth: number | null;
  /** The longest "for N days/weeks" span, in days. */
  spanDays: number | null;
  /** Each span said ("3 weeks now", "since she was born 5 weeks ago") with its sentence. */
  spans: { days: number; sent: number }[];
  /** Sentences that speak of an hour or less ("in the last hour", "in 40 min", "cada hora"). */
  withinHour: Set<number>;
  /** Amount of milk now against the usual (0.3 = a third), when both are given. */
  feedRatio: number | null;
  /** A small count said next to kicks or movements ("only 3 kicks", "maybe twice"). */
  smallCounts: number[];
  /** Times she has been sick, when counted. */
  times: number[];
  /** "since 6am", "since 9 last night", "desde las 6": a span from a clock time to now, its end not said. */
  sinceClock: boolean;
  /** The fewest feeds counted in a day ("only had 2 feeds today"). */
  feeds: number | null;
  /** Pads (or towels) soaked per hour, when a count and a span are both said ("4 pads since 8, it's gone 12"). */
  padsPerHour: number | null;
  /** "since about week 2": the week a low mood or a sign began, to set against her week now. */
  sinceWeek: number | null;
  /** The last clock time said ("it's 4pm"), in hours from midnight: how much of today has gone. */
  lastClock: number | null;
}

/** Pads counted by their order ("the third maxi pad since midnight"). */
export const ORDINAL_PAD: Readonly<Record<string, number>> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  segunda: 2,
  tercera: 3,
  cuarta: 4,
  quinta: 5,
};

/** The hour a meal or bedtime stands for, to count a span from ("since lunch"). */
export const MEAL: Readonly<Record<string, number>> = {
  breakfast: 8,
  lunch: 12,
  lunchtime: 12,
  dinner: 18,
  tea: 17,
  teatime: 17,
  bedtime: 21,
  desayuno: 8,
  comida: 14,
  almuerzo: 13,
  cena: 21,
};
