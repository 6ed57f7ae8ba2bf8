/**
 * Whose temperature, and whether a body's at all (docs/clinical-safety.md, "Infection, clots and mood"; found by the
 * blind answer sets AH28/AH29, batch Q12). "40 degrees this week in Adelaide" is the weather, not a reading. A
 * temperature in a message about the baby ("7 mo teething, temp 38.2, still playing", "8 months, 38.6 now") is the
 * baby's, never the mother's fever: the catalogue's emergency is a baby under three months at 38 C or more, and an
 * older baby's fever is routine for triage (triage.ts keeps the newborn sign to babies under 91 days). It stays hers
 * when she says it is ("I have a temp", "my temperature") or names her own body (breast, wound, pad, stitches).
 * A cold's "feel like death" is how a cold feels, not the sepsis sign of feeling she is dying. Pure.
 */
import type { Reading } from './triage-reading.ts';
import { sentenceText } from './triage-reading.ts';
import { anywhere } from './triage-rule-kit.ts';

const WEATHER =
  /\b(?:weather|forecast|heatwave|heat wave|outside|outdoors|in the shade|summer|sunny|hot day|hot days|this week|this weekend|all week|(?:hot|boiling|roasting|sweltering|warm) (?:here|out|outside)|humid|humidity|the heat|hace (?:mucho )?calor|going to be|gonna be|supposed to be|the (?:room|house|flat|nursery|bedroom|car|air))\b/;
const BODY =
  /\b(?:temp|temperature|temps|thermometer|fever|feverish|febrile|armpit|forehead|rectal|rectally|under (?:his|her|the|my) arm|in (?:his|her|the|my) ear|burning up|hot to (?:the )?touch|fiebre)\b/;

/** Whether the reading at token `at` is the air's: told with weather words and no word of a body's temperature. */
export function airTemperature(r: Reading, at: number): boolean {
  const s = sentenceText(r, r.tokens[at]?.sent ?? -1);
  return WEATHER.test(s) && !BODY.test(s);
}

/** A baby's age in months ("7 mo", "8 months", "4 and a half months", "6 month old"), not her time since the birth ("7 months postpartum"). */
const MONTHS_OLD =
  /\b\d+(?: and a half| and a bit)? ?(?:mo|mos|months?|m o)\b(?! (?:pp|postpartum|post partum|after|since|ago|pregnant))|\bmonth old\b|\bmonths old\b/;
/** She says the fever is hers: "I have a temp", "my temperature", "I'm running a fever", "I feel hot". */
const HERS =
  /\b(?:i (?:have|ve|am|m|feel|felt|got|had|was|run|ran)|my|myself)(?: (?:a|an|got|had|been|running|high|slight|little|bit|really|so|very|bad|own))* (?:temp|temperature|temps|fever|feverish|hot|shivery|shivering|chills)\b/;
const MATERNAL = ['breast', 'wound', 'pad', 'her', 'leg'] as const;
/** A word that names a fever itself (not "hot", "warm" or "caliente", which may be a calf or a breast). */
const FEVER_WORD = /^(?:fever|fevers|feverish|febrile|temperature|temp|temps|fiebre|calentura)$/;

/** Whether a fever told at token `at` is the baby's because the message is about the baby, not her. */
export function babysFever(r: Reading, at: number): boolean {
  if (r.stage !== 'postpartum' || at < 0) return false;
  const aboutBaby = anywhere(r, 'baby') || r.numbers.babyAgeDays !== null || MONTHS_OLD.test(r.read.text);
  if (!aboutBaby || HERS.test(r.read.text)) return false;
  if (!/^\d/.test(r.tokens[at]?.w ?? '') && !FEVER_WORD.test(r.tokens[at]?.w ?? '')) return false;
  // ("my wife (she's a paeds nurse) took it twice... 38.3 then 38.4": she took the baby's temperature, it is his.)
  const measured = TOOK_IT.test(r.read.text);
  return !MATERNAL.some((c) => anywhere(r, c) && !(c === 'her' && measured));
}

/** Someone taking a reading of the baby: "took it", "took his temp", "checked her temperature". */
const TOOK_IT =
  /\b(?:took|taken|take|takes|taking|checked|checking|measured|re ?took|retook) (?:it|his (?:temp|temperature)|the baby s (?:temp|temperature)|babys (?:temp|temperature))\b/;

const HEAD_COLD =
  /\b(?:a cold|full blown cold|head cold|bad cold|stinking cold|stuffy|blocked nose|runny nose|snotty|sneez\w*|sore throat|man flu|hangover|hungover|resfriado|catarro)\b/;

/** Whether the message tells a cold or a hangover, the everyday reason for "feel like death". */
export const headCold = (r: Reading) => HEAD_COLD.test(r.read.text);

/**
 * An older child's fever (Q31): "my 2 yo has a fever of 39", "the toddler is running 38.9" while she is pregnant or
 * beside the baby: the child's, not hers nor the baby's, when she does not say she has one too ("I have a temp").
 * The child is named in the reading's sentence before it, with its age in years or as a toddler, and no baby or
 * "so does" stands between them ("my 2 year old has 38.2 and so does the baby, 39.0" is the baby's too).
 */
const CHILD =
  /\b(?:\d+ ?(?:yo|y o|year old|years old|yr old|yrs old)|toddler|preschooler|big one|eldest|older one|oldest|big boy|big girl|step ?(?:son|daughter))\b(?: \w+){0,3} (?:has|had|got|is|was|running|ran|with|spiked|spiking|hit|at)\b/;
export function childsFever(r: Reading, at: number): boolean {
  const sent = r.tokens[at]?.sent ?? -1;
  const before = r.tokens
    .filter((t, k) => t.sent === sent && k <= at)
    .map((t) => t.w)
    .join(' ');
  const m = CHILD.exec(before);
  // ("my 2 year old has 38.2 and so does the baby, 39.0": a baby or "too" between the child and the reading.)
  const between = m ? before.slice(m.index + m[0].length) : '';
  return m !== null && !BESIDE.test(between) && !HERS.test(r.read.text);
}
const BESIDE = /\b(?:baby|newborn|little one|lo|so does|so is|too|also|as well|and (?:she|he|i|me))\b/;
