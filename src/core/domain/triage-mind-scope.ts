/**
 * The scope of the mind's cues in a long message (docs/clinical-safety.md, "The mind: recall first"; iteration 33,
 * H95). A long message of ordinary news holds many everyday words the mind's classes also hold: a bath, the sea, a
 * box set, "loads of", a bill, "doing it". Read one by one they are nothing; added up across sentences they made
 * "a means and a plan" of a phone thrown in the sea, a warm bath for back ache or a toddler feeding raisins. So a
 * cue counts only within its own scope:
 * - a weak means (an everyday place or thing: a bath, the sea, a car) is a means only when its own sentence says
 *   something more of the mind (a wish, a death, a look, a plan), not because other sentences do;
 * - a death said of no one ("nobody died", "no one's dead") is no death;
 * - a bill seen or paid for a purchase ("saw the bill for the nursery furniture") is a bill, not affairs put in order;
 * - a thought asked about ahead, of a day that may never come ("if she ever says she wants to hurt herself, what
 *   number do I ring, just want to know in case"), when nothing says it is happening now;
 * - "doing it" asked of how long, how often or when ("how long should she be doing it?") is a question of care, not
 *   a decision;
 * - a car park, where everyday errands end (iteration 49, H143: "cried in the car park at baby clinic"), is a means
 *   as a weak one is: only with something more of the mind in its own sentence ("sat in the car park thinking how
 *   to do it", "top floor of the car park").
 * A plan told in a long message still raises: its words of the mind sit together in their own sentences ("I've
 * been saving my tablets. I'm going to take them all on Friday"). Supports that qualify the words beside them (a
 * wish, a look, a quantity) count in their own sentence only (triage-rules-mind.ts).
 */
import type { Reading } from './triage-reading.ts';
import { span } from './triage-reading.ts';
import type { Cue, MindKind } from './triage-mind-cues.ts';
import { everydayPlan } from './triage-mind-plans.ts';

/** A cue read in scope: `tail` when its sentence is short (8 words at most) and can qualify the one before ("On purpose."). */
export type ScopedCue = Cue & { tail?: boolean };

/** Kinds that colour the whole message (a date, a calm, secrecy, distress): they say nothing of a means alone. */
const COLOUR = new Set<MindKind>(['serious', 'when', 'calm', 'conceal', 'distress', 'unreachable']);

const NO_ONE =
  /\b(?:nobody|no one|noone|no body|nobody has|no one has|nobody is|no one is|nobody s|no one s)$/;
const BILL = /^(?:bill|bills)$/;
const BILL_SEEN =
  /\b(?:saw|see|seen|seeing|got|get|opened|open|paid|pay|paying|received|sent)(?: \w+)?(?: the| a| our| my)?$/;
const CARE_QUESTION =
  /\b(?:how long|how often|how many times|how much|when should|when can|when do|is it too|how early|how late)\b/;

/** A thing sent into a place ("chuck my laptop in the canal", "throw my phone in the sea"): the thing goes in, not her. */
const THING_SENT =
  /\b(?:throw|throwing|threw|chuck|chucking|chucked|toss|tossing|tossed|lob|lobbing|fling|flinging|drop|dropping|dropped|kick|kicking|launch|launching|bin|binning) (?:my|the|his|her|this|that|a|an|our|their|your|all|these|those) (?!self\b|baby\b|son\b|daughter\b|kids?\b|children\b|body\b)(?:\w+ ){0,2}(?:in|into|off|out of|down|in to|over)(?: the| a)?$/;
/** A quantity with a head of its own ("loads of frozen meals", "a whole box set"), not a quantity of a means. */
const QUANTITY = /\b(?:loads|load|lots|lot|whole|entire|heaps|bunch|plenty|tons|full)\b/;
const PRONOUN = /^(?:them|it|those|these|all|of|my|the|her|his|that|some)$/;

/** Whether a quantity cue qualifies something other than a means: a word follows it and no means does. */
function otherQuantity(r: Reading, c: Cue, cues: readonly Cue[]): boolean {
  if (!QUANTITY.test(span(r, c.at, c.end))) return false;
  const next = r.tokens[c.end];
  if (!next || next.sent !== c.sent || PRONOUN.test(next.w)) return false;
  return !cues.some(
    (o) => (o.kind === 'means' || o.kind === 'meansStrong') && o.at >= c.at && o.at <= c.end + 3,
  );
}

/** Asked ahead, of a day that may never come ("if she ever says she wants to hurt herself, what number do I ring"). */
const EVER =
  /\b(?:if|should|in case|what if|whenever)(?: \w+){0,3} (?:ever|one day|someday|at some point|in the future|in future)(?: \w+){0,4}$/;
/** Told as happening: a report of now beside it ("she said it last night", "she is saying it now"). */
const NOW_TOLD =
  /\b(?:said|says it|told me|is saying|keeps saying|last night|today|tonight|right now|just now)\b/;

/** Whether a weak means has something more of the mind in its own sentence. */
function meansBacked(c: Cue, cues: readonly Cue[]): boolean {
  return cues.some(
    (o) =>
      o !== c &&
      o.sent === c.sent &&
      !COLOUR.has(o.kind) &&
      !(o.kind === 'means' && o.w < 1) &&
      !(o.at === c.at && o.end === c.end),
  );
}

/** Whether a cue of the mind falls outside its scope in this message (see above). */
export function outOfScope(r: Reading, c: Cue, cues: readonly Cue[]): boolean {
  if (everydayPlan(r, c)) return true;
  if (c.kind === 'lethal' && otherQuantity(r, c, cues)) return true;
  if (EVER.test(span(r, c.at - 9, c.at)) && !NOW_TOLD.test(r.read.text)) return true;
  if (c.kind === 'means' && c.w < 1 && THING_SENT.test(span(r, c.at - 7, c.at))) return true;
  if (c.kind === 'meansStrong' && /^car park$/.test(span(r, c.at, c.end)) && !meansBacked(c, cues))
    return true;
  if (
    c.kind === 'means' &&
    c.w < 1 &&
    !meansBacked(
      c,
      cues.filter((o) => !(o.kind === 'lethal' && otherQuantity(r, o, cues))),
    )
  )
    return true;
  if ((c.kind === 'end' || c.kind === 'endStrong') && NO_ONE.test(span(r, c.at - 3, c.at))) return true;
  const words = span(r, c.at, c.end).split(' ');
  if (
    c.kind === 'farewell' &&
    words.some((w) => BILL.test(w)) &&
    (BILL_SEEN.test(span(r, c.at - 3, c.at)) || r.tokens[c.end]?.w === 'for')
  )
    return true;
  if (c.kind === 'decide' && r.read.questions.has(c.sent) && CARE_QUESTION.test(span(r, c.at - 6, c.at)))
    return true;
  return false;
}

/** The cues of a message within their scope, each marked when its sentence is a short one that can qualify the last. */
export const inScope = (r: Reading, cues: readonly Cue[]): ScopedCue[] =>
  cues
    .filter((c) => !outOfScope(r, c, cues))
    .map((c) => ({ ...c, tail: r.tokens.filter((t) => t.sent === c.sent).length <= 8 }));
