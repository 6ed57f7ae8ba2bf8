/**
 * Her sight said to be normal, beside a vision sign asked about (docs/clinical-safety.md, "Pre-eclampsia"): "my
 * vision is totally normal, but what would seeing spots look like? Like floaters?" asks what the sign looks like; a
 * sign told as happening ("my vision was fine till tonight, now there are flashing lights") is read as before. Pure.
 */
import { type Reading, sentenceOf } from './triage-context.ts';
import { span } from './triage-reading.ts';
import { nearActive } from './triage-rule-kit.ts';

const EYES_CAUSE = /\b(?:because|cos|cause|coz|forgot|without|not wearing|left|lost|sin|olvide)\b/;

/** Her sight said to be normal now, in her words or a partner's. */
const SIGHT_FINE =
  /\b(?:my|her) (?:vision|eyesight|sight|eyes) (?:is|are|has been|have been|s|seems|seem) (?:totally |completely |perfectly |absolutely |all )?(?:normal|fine|ok|okay|clear|good|perfect)\b|\bno (?:vision|eyesight|sight) (?:problems|changes|issues)\b/;

/** Whether the vision sign at token i is asked about while her sight is said to be normal. */
export function visionAsked(r: Reading, i: number): boolean {
  return SIGHT_FINE.test(r.read.text) && r.read.questions.has(sentenceOf(r, i));
}

/** Her sight likened to glasses or a lens ("like looking through smudged glasses", H92): her eyes, not the glasses. */
const LIKENED =
  /\b(?:like|as if|as though)(?: (?:i am|im|i was|she is|she s))? (?:looking|seeing|peering|looked|see) (?:through|thru)\b/;

/** A vision sign that is not her sight: a blurry photo or glasses she forgot (its cause said), or one asked about. */
export const notHerSight = (r: Reading, i: number) =>
  visionAsked(r, i) ||
  (nearActive(r, i, ['notEyes'], 5) >= 0 && !LIKENED.test(r.read.text)) ||
  (nearActive(r, i, ['notEyes'], 14) >= 0 && EYES_CAUSE.test(r.read.text));

/** A device that flashes or lights up ("the monitor keeps flashing a red light", "the router's lights"). */
const DEVICE =
  /\b(?:monitor|alarm|router|phone|screen|tv|telly|charger|light|lights|led|smoke alarm|car|dashboard|camera|app|machine|pump|steriliser|sterilizer|thermometer|kettle|display|teams|zoom|whatsapp|notification|notifications|laptop|computer|email|inbox)\b/;

/** Something that flashes up on a screen or an app appears there ("my boss keeps flashing up on Teams", H95). */
const UP_ON = /^(?:flashing|flashes|flashed|flash) up\b/;

/** A flashing told of a device, with her eyes not named beside it: the thing flashes, not her sight. */
export const deviceFlashing = (r: Reading, i: number) =>
  /^(?:flashing|flashes|flashed|flash|flashy|lights)$/.test(r.tokens[i]?.w ?? '') &&
  ((DEVICE.test(span(r, i - 4, i + 4)) && nearActive(r, i, ['vision'], 8) < 0) ||
    UP_ON.test(span(r, i, i + 2))) &&
  !/\b(?:my|her) (?:eyes?|vision|sight)\b/.test(span(r, i - 6, i + 6));
