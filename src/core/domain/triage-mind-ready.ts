/**
 * Medicines made ready beside another act of ending (docs/clinical-safety.md, "The mind: recall first"): "I've got
 * the pills ready and a warm bath run", "tablets are ready, the kids are at my mum's", "the tablets ready, tonight"
 * are a means and a plan, an emergency. "Ready" alone after the medicine counts as a decision only where it ends
 * its sentence (triage-mind-cues.ts); beside something else that readies an ending (a bath run for herself, a
 * note, a goodbye, a night named, the children sent to someone else's) it is a plan too. Medicines ready for
 * something ("ready for after the birth", "for the morning", "for the afterpains") are everyday care.
 */
import type { Cue } from './triage-mind-cues.ts';
import { type Reading, sentenceText, span } from './triage-reading.ts';

const MEDICINE =
  /^(?:pills|tablets|meds|medication|medicine|medicines|painkillers|paracetamol|codeine|cocodamol|codamol|tramadol|zopiclone|diazepam|amitriptyline|sertraline|citalopram|fluoxetine|antidepressants|insulin|morphine|oramorph)$/;
/** What "ready" is for, or when: everyday care ("ready for the morning", "ready to take with breakfast"). */
const PURPOSE = /^(?:for|to|in|before|by|when|if|after|at|just)$/;
/** A bath run for herself (not the baby's bath). */
const BATH =
  /\b(?:(?:a|the|my) (?:\w+ )?bath (?:is |are )?(?:run|ran|running|drawn|ready|filled)|(?:ran|run|running|drawn|drew|filled) (?:a|the|my|myself a|me a) (?:\w+ )?bath)\b/;
const BABY_BATH = /\b(?:baby|babys|his|for him|for her|for the baby|bath time|bathtime|top and tail)\b/;
/** The children sent to someone else's ("the kids are at my mum", "dropped the baby with my sister"). */
const CHILDREN_AWAY =
  /\b(?:kids|children|boys|girls|baby|little ones?|twins|son|daughter|lo) (?:are |is |have gone |has gone |went |gone |staying )?(?:at|with|to) (?:my|his|her|their|our|the) (?:mum|mom|mam|mother|dad|sister|brother|nan|nana|gran|granny|grandma|grandparents|parents|in laws|mil|aunt|auntie|friend|neighbour|neighbor)\b/;
const ENDING_CUE = /^(?:farewell|farewellStrong|when)$/;

/** The first token of a medicine made ready beside another act of ending, or -1. */
export function medicinesReadyToEnd(r: Reading, cues: readonly Cue[]): number {
  const ready = cues.find((c) => {
    if (c.kind !== 'means' || !MEDICINE.test(r.tokens[c.at]?.w ?? '')) return false;
    for (let k = c.end; k < Math.min(r.tokens.length, c.end + 3); k++) {
      if (r.tokens[k]?.sent !== c.sent) return false;
      if (r.tokens[k]?.w !== 'ready') continue;
      return !PURPOSE.test(r.tokens[k + 1]?.sent === c.sent ? (r.tokens[k + 1]?.w ?? '') : '');
    }
    return false;
  });
  if (!ready) return -1;
  const text = [...new Set(r.tokens.map((t) => t.sent))].map((s) => sentenceText(r, s)).join(' . ');
  const bath = BATH.exec(text);
  const ownBath = bath !== null && !BABY_BATH.test(text.slice(bath.index, bath.index + bath[0].length + 20));
  const other = cues.some((c) => ENDING_CUE.test(c.kind) && (c.at >= ready.end + 1 || c.end <= ready.at));
  return ownBath || other || CHILDREN_AWAY.test(span(r, 0, r.tokens.length)) ? ready.at : -1;
}
