/**
 * Counts and intervals that say something else (triage iteration 49; docs/clinical-safety.md, "The newborn" and
 * "Pregnancy"): bottles made up ahead are not feeds had ("mix a few bottles in the morning", "made up 3 bottles for
 * the day", Q37), and "every 10 minutes" said of her wees, his feeds or wakings is how often those come, not the gap
 * between tightenings ("have to pee every 10 minutes at night", H143). Read by triage-numbers.ts. Pure.
 */
import type { Token } from './triage-text.ts';

const before = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(Math.max(0, from), Math.max(0, to))
    .map((x) => x.w)
    .join(' ');

/** A verb of preparing just before a count of bottles. */
const PREPARED =
  /\b(?:mix|mixing|mixed|make|making|made|prep|prepping|prepped|prepare|preparing|prepared|batch|sterilise|sterilising|sterilize|sterilizing|wash|washing|washed|pack|packing|packed|buy|buying|bought|take|taking|bring|bringing|keep|keeping|fill|filling|warm|warming)(?: up)?(?: (?:a|the|some|about|like|maybe))?$/;

/** Whether the words before a count of bottles at token i prepare them. */
export const bottlesPrepared = (tokens: readonly Token[], i: number): boolean =>
  PREPARED.test(before(tokens, i - 3, i));

/** What comes "every N minutes" when it is not a tightening: a wee, a feed, a waking, a check, a cough. */
const OTHER =
  /\b(?:pee|peeing|pees|wee|weeing|wees|loo|toilet|urinate|urinating|feed|feeding|feeds|fed|wake|wakes|waking|woke|check|checking|cough|coughing|burp|burping|hiccups?|hiccuping|poo|pooing|poos|cries|crying)\b/;

/** Whether the words before "every N minutes" (N at token i) name something other than a tightening. */
export const oftenOfOther = (tokens: readonly Token[], i: number): boolean =>
  OTHER.test(before(tokens, i - 4, i - 1));
