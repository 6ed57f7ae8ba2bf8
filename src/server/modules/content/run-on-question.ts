/**
 * Her question inside a voice-to-text run-on (answers iteration 43): a long message with no "?" and no sentence
 * end, where the question opens after "so", "and", "but" or "also" ("... my mum says only tylenol so how much can
 * i take in a day and ..."). The question's own reading (the responder's reading of "the question beside her
 * story") then has a part to read, with no scoring pass of its own here: only where it starts is found.
 */

/** Words that join her story to her question in one long spoken sentence. */
const JOINER = String.raw`(?:so|and|but|also|then|ah|lah|or not)`;
/** A question opening: a question word with its verb, or a verb with its subject after it. */
const OPENER = String.raw`(?:how (?:to|do|does|can|should|long|much|many|often|soon|high|far|do|will|would|is|are)|what (?:is|are|do|does|can|should|shall|to|about|else|temperature|kind|type|brand|should)|whats|which|why (?:is|are|do|does|did|should|can)|when (?:can|could|should|do|does|will|is|are|to)|where (?:can|do|should|to)|(?:can|could|should|shall) (?:i|we|he|she|they|you|my|our|the|baby|it)|(?:do|did) (?:i|we|you|they)|does (?:it|he|she|the|my|this|that|baby)|(?:is|are) (?:it|there|they|these|those|the|my|his|her|baby|this|that)\s+\w+|(?:is|are) (?!\w+ing\b)\w+(?: \w+)? (?:ok|okay|safe|good|fine|normal|true|bad|harmful|necessary|needed|enough)|can (?:take|eat|drink|use|give|put|let|bathe|shower|wash|fly|travel|go|still)|will (?:it|he|she|they|the|my|this|that)|any (?:tips|advice|ideas)|(?:ok|okay|safe) to)`;
/** Where a question opens after a joining word in a run-on. */
const RUN_ON_OPENS = new RegExp(String.raw`\s${JOINER}\s+(?:also\s+)?(?=${OPENER}\b)`, 'gi');
/** A question that only points back at her story ("is that true", "is it ok or not"), with nothing of its own. */
const ONLY_POINTS_BACK =
  /^(?:is|are|was) (?:it|that|this|they|all this|all that) (?:really |even |actually )?(?:true|ok|okay|right|correct|normal|safe|good|fine|bad|dangerous|necessary|needed)(?: or not)?(?: ah| lah)?$/i;
/** A run-on long enough to hide a question inside its story (in words). */
const LONG = 25;

/**
 * The question in a run-on sentence, from where it opens to the end; null when the sentence is short, or no
 * question opens after a joining word, or each one only points back at her story.
 */
export function runOnQuestion(sentence: string): string | null {
  if (sentence.split(/\s+/).length < LONG) return null;
  for (const m of sentence.matchAll(RUN_ON_OPENS)) {
    const tail = sentence.slice(m.index + m[0].length).trim();
    if (tail.replace(/[^a-z]/gi, '').length < 12 || ONLY_POINTS_BACK.test(tail)) continue;
    return tail;
  }
  return null;
}
