/**
 * Everyday care that borrows the mind's words (docs/clinical-safety.md, "The mind: recall first"; found by the blind
 * answer sets AH28/AH29, batch Q12): a fear in pregnancy that the way she slept hurt the baby ("woke up on my back,
 * scared I hurt the baby"), a water or a tea given to the baby to drink ("give him huang lian water"), a flow grown
 * "lighter" (not a lighter), and the baby's two medicines asked about together or alternated ("Calpol and Nurofen
 * both?"). Each is an exception only while nothing of dying, no means made for dying, no imagery or urge and no
 * stockpile is named anywhere in the message: "scared I'll hurt the baby, I keep picturing it", "give him water
 * and hold him under" and "all his Calpol at once" still raise. Pure; read by figure() (triage-mind-figures.ts).
 */
import { type Reading, span } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { GRAVE_KINDS } from './triage-mind-ordinary.ts';

const GRAVE = new Set<string>([...GRAVE_KINDS, 'end', 'farewell', 'acquire', 'hoard', 'selfInjure']);
const IMAGERY =
  /\b(?:picture|picturing|imagine|imagining|images?|see myself|seeing myself|urges?|intrusive|keep thinking|want to (?:hurt|harm)|snap|lose it|lose control|shake|throw|drop|under (?:the )?water|drown\w*|smother\w*|on purpose)\b/;
const STOCKPILE =
  /\b(?:all (?:of )?(?:his|her|the|my|them)|whole (?:bottle|box|packet)|boxes|packets|stockpil\w*|saving (?:up|them)|hoard\w*|overdose|too many|at once)\b/;

/** A position she slept or lay in, or woke in (the catalogue's advice to sleep on her side after 28 weeks). */
const POSITION =
  /\b(?:sleep\w*|slept|lying|lie|lay|laid|wak\w*|woke|rolled|roll\w*|turn\w*)\b(?: \w+){0,3} (?:on|onto) (?:my|her|the) (?:back|side|left|right|tummy|front|stomach)\b|\b(?:left|right) side\b/;
const FEAR =
  /\b(?:scared|worried|worry|paranoid|afraid|nervous|terrified|frightened|panick\w*|is it ok|safe)\b/;

/** Given to the baby to drink: a water, a tea, a bottle of it. */
const DRINK_BEFORE =
  /\b(?:give|gives|giving|gave|offer\w*|bottle|sips?|drink\w*|cooled|boiled|gripe|sugar|herbal|rice|barley|fennel|dill|tea|feed)\b/;
const INTO = /\b(?:in|into|under|inside|en|bajo)(?: the| a| his| her)?$/;

/** Words that make "lighter" the thing that lights (a lighter bought, held, hidden), not a lighter flow. */
const LIGHTER_THING = /^(?:a|the|my|his|her|dad s|lit|bought|got|have|hid|hidden)$/;

/** The baby's medicine: given, dosed, alternated or both at once. */
const MEDICINE = /^(?:paracetamol|ibuprofen|calpol|nurofen|tylenol|motrin|medicine|medicines|meds)$/;
const DOSING =
  /\b(?:give|giving|gave|alternat\w*|both|together|same time|dose|doses|dosage|ml|every \d+ hours?|top up)\b/;
const A_BABY =
  /\b(?:baby|bub|bubs|infant|newborn|\d+ (?:month|months|mo|week|weeks|wk|day|days) old|\d+ (?:mo|months?)\b|kg)\b/;

/** Whether nothing graver than care is said anywhere in the message. */
const calm = (r: Reading) =>
  !r.mentions.some((m) => GRAVE.has(m.c)) && !IMAGERY.test(r.read.text) && !STOCKPILE.test(r.read.text);

/** Whether a mind word at [at, end) names everyday care of her pregnancy or the baby, not the mind. */
export function everydayCare(r: Reading, kind: MindClass, at: number, end: number): boolean {
  const w = r.tokens[at]?.w ?? '';
  const text = r.read.text;
  // "sometimes I wake up on my back and get scared I hurt the baby": a position feared as a cause.
  if (/^harm/.test(kind)) return r.stage === 'pregnant' && POSITION.test(text) && FEAR.test(text) && calm(r);
  if (!/^means/.test(kind)) return false;
  // "way lighter now, sort of brownish": a flow that has lessened.
  if (w === 'lighter') return !LIGHTER_THING.test(r.tokens[at - 1]?.w ?? '') && calm(r);
  // "give him huang lian water", "cooled boiled water in a bottle": a drink for the baby.
  if (/^(?:water|agua)$/.test(w))
    return DRINK_BEFORE.test(span(r, at - 5, at)) && !INTO.test(span(r, at - 3, at)) && calm(r);
  // "Can I give Calpol and Nurofen both? My sister alternates them": the baby's medicine dosed as care.
  if (MEDICINE.test(w))
    return r.stage !== 'pregnant' && DOSING.test(text) && A_BABY.test(text) && calm(r) && end > at;
  return false;
}
