/**
 * The baby tracker's vocabulary and bounds (docs/product.md, "Baby tracker"): the enums of the product spec's baby
 * log, and the limits every entry path checks (the form, the API, a timer's stop). Pure data, shared by the
 * contracts, the rules and the server.
 */

export const BABY_LOG_TYPES = ['feeding', 'diaper', 'sleep'] as const;
export type BabyLogType = (typeof BABY_LOG_TYPES)[number];

export const FEEDING_TYPES = ['breast', 'bottle', 'both'] as const;
export type FeedingType = (typeof FEEDING_TYPES)[number];

export const FEEDING_SIDES = ['left', 'right', 'both'] as const;
export type FeedingSide = (typeof FEEDING_SIDES)[number];

/** One breast: a timer runs on one side at a time. */
export const BREAST_SIDES = ['left', 'right'] as const;
export type BreastSide = (typeof BREAST_SIDES)[number];

export const DIAPER_TYPES = ['wet', 'dirty', 'both'] as const;
export type DiaperType = (typeof DIAPER_TYPES)[number];

/**
 * Stool colours a nappy log may record. `pale` is pale, chalky, white or clay-coloured: a warning sign in a baby
 * under three months (catalogue `newborn-jaundice`; docs/clinical-safety.md). `black` is the first days' meconium.
 */
export const STOOL_COLORS = ['black', 'green', 'yellow', 'brown', 'pale'] as const;
export type StoolColor = (typeof STOOL_COLORS)[number];

export const TIMER_KINDS = ['feeding', 'sleep'] as const;
export type TimerKind = (typeof TIMER_KINDS)[number];

export const TIMER_ACTIONS = ['switch', 'pause', 'resume'] as const;
export type TimerAction = (typeof TIMER_ACTIONS)[number];

export const BABY_SEXES = ['female', 'male'] as const;
export type BabySex = (typeof BABY_SEXES)[number];

/** Millilitres are stored; she chooses what she sees (Profile). */
export const VOLUME_UNITS = ['ml', 'fl_oz'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
/** One US fluid ounce in millilitres. */
export const ML_PER_FL_OZ = 29.5735;

/** A bottle holds more than 0 and at most this many millilitres (issue 14's bound). */
export const MAX_BOTTLE_ML = 500;
/** A feed or a sleep lasts at most 24 hours. */
export const MAX_LOG_MINUTES = 24 * 60;
/** A phone clock up to two minutes ahead is not "the future": such a time is clamped to now. */
export const CLOCK_SKEW_MS = 2 * 60_000;
/** Sleep quality 1-5 as the spec labels it. */
export const SLEEP_QUALITY_LABELS = ['Very Restless', 'Restless', 'Average', 'Good', 'Deep Sleep'] as const;
/** Twins, triplets: a generous cap on babies per mother, so a runaway client cannot add hundreds. */
export const MAX_BABIES = 4;
/** A plausible birth weight in grams (a bound on typing, not a clinical threshold). */
export const BIRTH_WEIGHT_GRAMS = { min: 200, max: 7000 } as const;

/** Millilitres shown in her unit: fl oz to one decimal, ml whole. */
export function volumeIn(unit: VolumeUnit, ml: number): number {
  return unit === 'ml' ? Math.round(ml) : Math.round((ml / ML_PER_FL_OZ) * 10) / 10;
}

/** An amount in her unit, with the unit: "120 ml", "4.1 fl oz". */
export const volumeText = (unit: VolumeUnit, ml: number) =>
  `${String(volumeIn(unit, ml))} ${unit === 'ml' ? 'ml' : 'fl oz'}`;

/** What she typed in her unit, as millilitres to one decimal (what is stored). */
export function mlFrom(unit: VolumeUnit, amount: number): number {
  return unit === 'ml' ? amount : Math.round(amount * ML_PER_FL_OZ * 10) / 10;
}
