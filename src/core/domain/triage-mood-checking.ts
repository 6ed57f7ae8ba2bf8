/**
 * Checking the baby's breathing as a habit (docs/clinical-safety.md, "Low mood or anxiety that will not lift"):
 * after the birth, checking that the baby is breathing or alive again and again ("every 10 min", "I keep checking",
 * "all night", "cada 10 minutos", "a cada rato") is a sign of anxiety told as her way of life now, as a mood told
 * as daily is (Q21). With her own sleep lost to it (she cannot sleep even when the baby sleeps), it is the two
 * signs the daily reading asks for. Checking once, a monitor's battery or a check the doctor asked for is not a habit of
 * hers: no breathing or life is checked, no repetition is told, or a professional set it.
 */
import { type Reading, sentenceText } from './triage-reading.ts';

/** A check that the baby breathes or lives. */
const CHECK_BREATH =
  /\b(?:check|checks|checking|checked|make sure|making sure|listen(?:ing)? to|watch(?:ing)?|poke|poking)\b(?: (?:if|that|whether|on|to see if|his|her|their|the baby s|babys))?(?: (?:he|she|they|baby|the baby|hes|shes|he s|she s|he is|she is|baby is|they are|theyre))?(?: (?:is|s|are|still))* (?:breathing|alive|breathes|still breathing|breath)\b|\b(?:reviso|revisando|checo|checando|chequeo|veo|viendo|me fijo|fijandome|compruebo) (?:si|que) (?:respira|sigue respirando|esta respirando|esta vivo|esta viva|respire)\b/;

/** A fear that the baby stops breathing or dies in his sleep, told with a check. */
const BREATH_FEARED =
  /\b(?:stop breathing|stops breathing|stopped breathing|not breathing|sids|cot death|die in (?:his|her|their) sleep)\b/;

/** Told again and again: a frequency, a habit that will not stop, all night. */
const OVER_AND_OVER =
  /\b(?:every (?:\d+|few|couple of|five|ten|fifteen|twenty) (?:min|mins|minutes|seconds|secs)|every few minutes|keep checking|keeps checking|kept checking|cant stop checking|can not stop checking|constantly|all night|all the time|all day and night|day and night|night and day|every night|nonstop|non stop|over and over|a hundred times|100 times|cada (?:\d+|cinco|diez|quince) minutos|a cada rato|toda la noche|cada rato|no paro de|no dejo de)\b/;

/**
 * A count of checks a night ("I check his breathing 20 times a night"): a habit too, but told with no span it is not
 * dated (Q17's "like 20 times a night ... is this normal or something more" stays routine); with a span told ("for
 * about a month", "for weeks") it is the anxiety of those weeks (H141).
 */
const COUNTED =
  /\b(?:\d+|ten|twenty|thirty|fifty|a dozen|dozens of|so many|loads of) times (?:a|an|per|each|every) (?:night|hour)\b/;

/** A check someone else set her ("the doctor said to check his breathing every hour while he has a cold"). */
const SET_BY =
  /\b(?:doctor|dr|gp|nurse|midwife|hospital|pediatrician|paediatrician|told (?:us|me) to|said to)\b/;

/**
 * The check told in her own person ("I keep checking", "reviso si respira"), or in a sentence of hers that names
 * no one else ("my anxiety is through the roof, checking he's breathing all night", Q22), not a relative's.
 */
const HERS = /\b(?:i|im|i m|reviso|checo|chequeo|veo|me fijo|compruebo)\b/;
const MINE = /\bmy\b/;
const RELATIVE =
  /\b(?:mum|mom|ma|mother|mil|husband|hubby|partner|dad|grandma|nan|nana|sister|friend|abuela|mama|esposo|marido|suegra)\b/;
const THEIRS =
  /\b(?:mum|mom|ma|mother|mil|husband|hubby|partner|dad|grandma|nan|nana|abuela|mama|esposo|marido|suegra)\b (?:\w+ ){0,2}(?:checks|keeps|revisa|checa)\b/;

/** Her sleep lost to it, in English or Spanish ("I can't sleep even when he sleeps", "no puedo dormir"). */
const SLEEPLESS =
  /\b(?:(?:cant|can not|cannot) (?:relax|rest|nap) even when|cant sleep|can not sleep|cannot sleep|cant switch off|can not switch off|no puedo dormir|no logro dormir|no puedo descansar|no duermo|no pego el ojo)\b/;

/** Whether she tells, after the birth, a habit of checking the baby breathes; the sentence index, or -1. */
export function checkingHabit(r: Reading, counted = false): number {
  if (r.stage !== 'postpartum') return -1;
  for (const sent of new Set(r.tokens.map((t) => t.sent))) {
    const s = sentenceText(r, sent);
    // ("constantly worried baby will stop breathing, i check him every 10 mins", Q23: the check is of his breathing.)
    const breathFeared = BREATH_FEARED.test(s) && /\b(?:check|checks|checking|checked)\b/.test(s);
    if (
      (CHECK_BREATH.test(s) || breathFeared) &&
      (OVER_AND_OVER.test(s) || (counted && COUNTED.test(s))) &&
      !SET_BY.test(s) &&
      (HERS.test(s) || (MINE.test(s) && !RELATIVE.test(s))) &&
      !THEIRS.test(s)
    )
      return sent;
  }
  return -1;
}

/**
 * The habit with her own sleep lost to it: the two signs. The habit alone, reassured ("I know she's fine, pink and
 * snoring ... when does this stop?", H61, H78) or already in care ("on the list for CBT", T10), stays routine.
 * `counted`: a count of checks a night counts as the habit too (its span must then be told: triage-rules-mood.ts).
 */
export const habitWithMood = (r: Reading, counted = false) =>
  checkingHabit(r, counted) >= 0 && SLEEPLESS.test(r.read.text);
