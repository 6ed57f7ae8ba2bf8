/**
 * A newborn's jitters (docs/clinical-safety.md, "The newborn"; H86): a trembling chin, lip or limbs when he cries hard
 * that stops as soon as he calms down, is held or fed is jitteriness, not a seizure, which calming does not stop.
 * Anything more of a fit told (stiffening, eyes rolling or fixed, not responding) keeps it a fit. Read by
 * triage-rules-preeclampsia.ts, beside sleep jerks that stop on waking. Pure.
 */
import type { Reading } from './triage-reading.ts';

const CALM_STOPS =
  /\b(?<!\b(?:not|never|no) )(?:stops?|stopped|goes away|settles?) (?:as soon as|when|once|the moment|if) (?:she|he|they|baby|i|we) (?:calms?|calmed|settles?|settled|stops crying|is held|is fed|feeds|is calm|gets calm)\b/;

/** Whether the message tells trembling that stops once the baby calms down, with nothing else of a fit. */
export const calmedJitters = (r: Reading) => CALM_STOPS.test(r.read.text) && !/\beyes\b/.test(r.read.text);
