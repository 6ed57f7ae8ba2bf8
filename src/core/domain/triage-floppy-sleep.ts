/**
 * Floppy with sleep or a bath's ease (docs/clinical-safety.md, "The newborn"; docs/triage-evaluation.md, "After
 * iteration 55" and iteration 56): "she went all floppy with sleep on my shoulder", "floppy and relaxed after his
 * bath", "goes floppy asleep on my chest". A baby gone soft as she falls asleep or lies relaxed after a bath is how a
 * sleeping baby feels, at any age, when the message tells nothing else of the catalogue's: hard to wake, not
 * responding, a weak or odd cry, blue or grey, grunting, the chest pulling in, pauses, fast breathing, a fever or a low
 * temperature, a fit, yellow skin, unusual sleepiness, feeds refused or poor, being sick, a rash, mottled skin or
 * "not right". Floppy said alone ("he's gone all floppy"), limp, like a rag doll, lifeless or listless are read as
 * before, and so is "floppy after his bath and won't respond to me".
 */
import { anywhere } from './triage-rule-kit.ts';
import { type Reading, sentenceOf, sentenceText } from './triage-reading.ts';

/** Sleep or ease that makes a baby soft: asleep, with sleep, on her shoulder, after a bath, relaxed, milk drunk. */
const AT_EASE =
  /\b(?:with sleep|asleep|fell asleep|falls asleep|falling asleep|fall asleep|drifts off|drifted off|drifting off|dozed off|dozes off|nodded off|nods off|on (?:my|his|her|dad s|daddy s|mum s|the) (?:shoulder|chest)|after (?:his|her|the|a|their) (?:bath|bathtime|massage|feed|bottle)|after bath|in the bath|relaxed|so relaxed|chilled|chilled out|milk drunk|milk coma|content|contented|blissed out)\b/;
/** The catalogue's other signs of a baby who is unwell: any of them keeps floppy a sign. */
const UNWELL = [
  'hardWake',
  'cryBad',
  'cryOdd',
  'blue',
  'grunt',
  'recession',
  'apnoea',
  'struggle',
  'fast',
  'fever',
  'temperature',
  'seizure',
  'jaundice',
  'sleepy',
  'poorFeed',
  'refuse',
  'vomit',
  'rash',
  'mottled',
  'notNormal',
] as const;

/** Sleep asked about ("is he just asleep?", "or is she sleeping?"): her doubt that it is sleep, not sleep told. */
const SLEEP_DOUBTED =
  /\b(?:just|only|really|simply) (?:asleep|sleeping|sleepy|in a deep sleep|deeply asleep|tired)\b|\b(?:is|or|was) (?:he|she|it|baby|they) (?:just |only )?(?:asleep|sleeping)\b|\bdeep sleep\b/;
/** Heat told: a reading, hot, burning up. */
const HEAT = /\b(?:hot|burning|burning up|boiling|sweaty|clammy)\b/;

/** Whether the floppy word at i is a baby gone soft with sleep or at ease after a bath, nothing else told. */
export function floppyAtEase(r: Reading, i: number): boolean {
  if (!/^(?:floppy|floppier)$/.test(r.tokens[i]?.w ?? '')) return false;
  return (
    AT_EASE.test(sentenceText(r, sentenceOf(r, i))) &&
    !SLEEP_DOUBTED.test(r.read.text) &&
    !HEAT.test(r.read.text) &&
    r.numbers.tempsC.length === 0 &&
    !UNWELL.some((c) => anywhere(r, c))
  );
}
