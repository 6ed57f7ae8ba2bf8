/**
 * The questions inside one message. A mother often asks two things at once ("when can we have sex again? and
 * can I get pregnant while breastfeeding?", "is gaviscon ok, and what else helps heartburn"); each is looked
 * up on its own so both are answered. A part is a sentence that asks (ends in "?"), or the half of one after
 * "and", "also" or "plus" that opens as a new question ("... and can I ...", "... also how ..."). The story
 * around them ("she's 5 weeks") is not a part.
 */

/** A new question opening after "and", "also", "plus" or "or" inside a sentence. */
const JOIN =
  /\s*,?\s+(?:and|also|plus|or)\s+(?:also\s+)?(?=(?:can|could|should|shall|is|are|am|do|does|did|will|would|how|what|whats|when|where|which|who|why|any|if)\b)/i;
/** Too few letters to be a question of its own ("and?", "or what?"). */
const MIN_LETTERS = 12;

/** The questions of a message, in order; a single question comes back alone. */
export function questionParts(message: string): string[] {
  const sentences = message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking = sentences.filter((s) => /\?\s*$/.test(s));
  const parts = (asking.length ? asking : sentences.slice(0, 1)).flatMap((s) => s.split(JOIN));
  const kept = parts.map((p) => p.trim()).filter((p) => p.replace(/[^a-z]/gi, '').length >= MIN_LETTERS);
  return kept.length ? kept : [message];
}
