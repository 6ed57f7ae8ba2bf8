/**
 * Medicines made ready beside another act of ending (docs/clinical-safety.md, "The mind: recall first"): "I've got
 * the pills ready and a warm bath run", "tablets are ready, the kids are at my mum's", "the tablets ready, tonight"
 * are a means and a plan, an emergency. "Ready" alone after the medicine counts as a decision only where it ends
 * its sentence (triage-mind-cues.ts); beside something else that readies an ending (a bath run for herself, a
 * note, a goodbye, a night named, the children sent to someone else's) it is a plan too. Medicines ready for
 * something ("ready for after the birth", "for the morning", "for the afterpains") are everyday care.
 */
import type { Cue, MindKind } from './triage-mind-cues.ts';
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

/** A means that can end a life kept at hand: medicines, a knife, a blade, a rope. */
const HELD_MEANS = /^(?:knife|knives|blade|blades|razor|razors|rope)$/;
/** Held: "I've got the knife", "have my pills"; kept at hand: "the tablets are in the drawer", "under my pillow". */
const GOT_BEFORE =
  /(?:^| )(?:i|i ve|ive|i have|i m|have|got|holding|hold|held|pressed|pressing|put|putting)(?: got)? (?:the|my|a|all my|all the)$/;
const KEPT_AFTER =
  /^(?:(?:are|is|re|s) )?(?:in|under|inside|by|next to|beside) (?:the|my|our) (?:\w+ )?(?:drawer|drawers|bedside|cupboard|bag|pillow|mattress|bed|pocket|car|glovebox|bathroom)\b/;
/** A death, a goodbye or a decision beside it: not a date alone ("the knife's in the drawer, tonight we have guests"). */
const GRAVER = new Set<MindKind>(['endStrong', 'end', 'resign', 'farewellStrong', 'farewell', 'decide']);

/**
 * A means held or kept at hand beside a death, a goodbye or a decision (iteration 49's left: "I've planned it all,
 * the tablets are in the drawer", "one of us won't survive tonight. i've got the knife"): a means and a plan. Read on
 * the cues before scope (a weak means in a sentence of its own is out of scope) with the others in scope; the
 * first token of the means, or -1.
 */
export function meansAtHand(r: Reading, raw: readonly Cue[], cues: readonly Cue[]): number {
  const held = raw.find((c) => {
    if (c.kind !== 'means' && c.kind !== 'meansStrong') return false;
    const w = r.tokens[c.at]?.w ?? '';
    if (!MEDICINE.test(w) && !HELD_MEANS.test(w)) return false;
    // ("i've got the knife out for the birthday cake", "the tablets for my iron": held for something else.)
    if (/^(?:out |ready )?(?:for|to cut|to chop|to slice|to open)\b/.test(span(r, c.end, c.end + 3)))
      return false;
    return GOT_BEFORE.test(span(r, c.at - 4, c.at)) || KEPT_AFTER.test(span(r, c.end, c.end + 7));
  });
  if (!held) return -1;
  // ("I held the knife to my throat last night", "pressed a blade against my wrist": the means held to her throat or
  // wrist is the act itself; iteration 55, found while probing.)
  if (
    HELD_MEANS.test(r.tokens[held.at]?.w ?? '') &&
    raw.some((c) => c.kind === 'deathAct' && c.at >= held.end && c.at <= held.end + 2 && c.sent === held.sent)
  )
    return held.at;
  // (A decision counts when it is the whole plan or ends its sentence: "I've planned it all", "I've decided.", not
  // "we've decided on bottles".)
  const whole = (c: Cue) =>
    c.kind !== 'decide' ||
    /\b(?:all|everything|worked out how|picked|chosen|set a date|made up my mind|made my mind up)\b/.test(
      span(r, c.at, c.end + 1),
    ) ||
    r.tokens[c.end]?.sent !== c.sent;
  const beside = cues.some(
    (c) =>
      GRAVER.has(c.kind) &&
      whole(c) &&
      (c.at >= held.end || c.end <= held.at) &&
      Math.abs(c.sent - held.sent) <= 1,
  );
  return beside ? held.at : -1;
}
