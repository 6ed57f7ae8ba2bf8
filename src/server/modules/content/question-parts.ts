import { runOnQuestion } from './run-on-question.ts';

/**
 * The questions inside one message. A mother often asks two things at once ("when can we have sex again? and
 * can I get pregnant while breastfeeding?", "is gaviscon ok, and what else helps heartburn"); each is looked
 * up on its own so both are answered. A part is a sentence that asks (ends in "?"), or the half of one after
 * "and", "also" or "plus" that opens as a new question ("... and can I ...", "... also how ..."). The story
 * around them ("she's 5 weeks") is not a part.
 */

/**
 * A new question opening after "and", "also", "plus" or "or" inside a sentence: a question word, or a verb with
 * its subject after it ("and can I", "or is it", "and does sleeping propped up help"); "and am breastfeeding"
 * goes on with her story.
 */
const JOIN =
  /\s*,?\s+(?:and|also|plus|or)\s+(?:also\s+)?(?=(?:(?:can|could|should|shall|is|are|am|do|does|did|will|would)\s+(?:i|we|you|he|she|it|they|this|that|these|those|there|my|our|your|his|her|their|the|a|an|baby|babies|(?!(?:during|morning|evening|nothing|something|anything|everything|thing)\b)\w{3,}ing)|how|what|whats|when|where|which|who|why|any|if)\b)/i;
/** A question with no subject of its own: whether what she did or had harmed the baby. */
const LEANS =
  /^(?:(?:so |and |but )?(?:have|did|could|might) i (?:have )?(?:hurt|harm(?:ed)?|damage(?:d)?|affect(?:ed)?)|(?:will|could|would|does|did|might|can) (?:it|that|this|they) (?:have )?(?:hurt|harm(?:ed)?|damage(?:d)?|affect(?:ed)?)|is (?:the |my )?baby (?:ok|okay|alright|all right|fine|safe)|(?:does|do|did|will|would|can) (?:any|all|either|none|some|one) (?:of )?(?:it|that|this|these|those|them|her advice|their advice) (?:actually |really )?(?:work|help)|(?:is|are) (?:any|all|either|none) (?:of )?(?:it|that|this|these|those|them) (?:true|right|safe|ok|okay)|(?:is|does|should|will|would) (?:it|that|this) (?:really |actually )?(?:meant|supposed|going|have|got) to (?:hurt|sting|be (?:sore|painful|agony|that (?:bad|sore|painful))))\b[^?!.]{0,25}[?!.]*\s*$/i;
/** A relative or someone else's claim: someone who says, reckons or insists on something. */
const CLAIMS =
  /\b(?:(?:my |her |his |our |the )?(?:mum|mom|mother|ma|madda|mama|mummy|mother[- ]in[- ]law|mil|dad|father|nan|nana|nani|nanny|gran|granny|grandma|grandmother|lola|dadi|shosho|aunty|auntie|aunt|sister|cousin|neighbour|neighbor|friend|friends|pal|mate|bestie|coworker|colleague|family|husband|hubby|uncle)|(?:she|he|they))\s+(?:(?:always|keeps?|kept|still|also)\s+)*(?:says|said|saying|reckons|insists|swears|seh|thinks|told me|wants(?: me)? to)\b/i;
/**
 * The claims told beside her questions, in a message that asks ("Mi madda seh put a pillow under her head so
 * it doesnt go flat", "also she says hes ready for food"): each is hers to check, after what she asks.
 */
export function claimsOf(message: string, parts: readonly string[]): string[] {
  const sentences = message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (!sentences.some((s) => /\?\s*$/.test(s))) return [];
  return sentences.filter((s) => CLAIMS.test(s) && !parts.some((p) => p.includes(s) || s.includes(p)));
}
/**
 * Two questions in one sentence with only a comma between them ("i havent been on folic acid is that bad, when
 * should i first see a midwife"): split where the second opens, when what comes before already asks. "She's 3
 * days old, how often should she feed" tells, then asks once.
 */
function twoAsked(sentence: string): string[] {
  for (const m of sentence.matchAll(COMMA_QUESTION)) {
    const before = sentence.slice(0, m.index).trim();
    const after = sentence.slice(m.index + m[0].length);
    if (
      letters(after) >= MIN_LETTERS &&
      letters(before) >= MIN_LETTERS &&
      (OPENS.test(before) || asksAfter(before))
    )
      return [before, after];
  }
  return [sentence];
}
/** Too few letters to be a question of its own ("and?", "or what?"). */
const MIN_LETTERS = 12;
const letters = (text: string) => text.replace(/[^a-z]/gi, '').length;

/** The questions of a message, in order; a single question comes back alone. */
export function questionParts(message: string): string[] {
  const sentences = message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  // One-handed, a "?" is often left off: in a message that asks elsewhere, a sentence that opens as a question
  // asks all the same ("... are bonjela ok? and can i give calpol and nurofen together"), and so does one that
  // asks after her story ("and its so hot here can i give him water", "also my 6 week check keeps getting
  // moved is it even important").
  const marked = sentences.some((s) => /\?\s*$/.test(s));
  const asking = sentences.filter(
    (s) =>
      /\?\s*$/.test(s) || (marked && (OPENS.test(s.replace(/^(?:and|also|plus)\s+/i, '')) || asksAfter(s))),
  );
  // "Have I hurt the baby?" asks about what she told just before it ("had a few drinks before I knew"), so it
  // is asked with that sentence, not alone (where it read as a fall); so does "does any of it work?" after a
  // relative's list of remedies. A question too short to name anything ("Normal?", "Is it?", "is that ok?")
  // asks about the sentence before it, unless that sentence is already asked.
  const whole = asking.map((s) => {
    const i = sentences.indexOf(s);
    const before = sentences[i - 1] ?? '';
    const short = letters(s) < MIN_LETTERS && !/^(?:and|or|so|but)\b/i.test(s) && !asking.includes(before);
    return i > 0 && (LEANS.test(s) || short) ? `${before} ${s}` : s;
  });
  const parts = (whole.length ? whole : sentences.slice(0, 1))
    .flatMap((s) => s.split(JOIN))
    .flatMap(twoAsked);
  const kept = parts.map((p) => p.trim()).filter((p) => letters(p) >= MIN_LETTERS);
  // A voice-to-text run-on (one long sentence, no "?"): her question where it opens after "so", "and" or "but".
  const runOn = !marked && kept.length === 1 && sentences.length === 1 ? runOnQuestion(kept[0] ?? '') : null;
  if (runOn) return [runOn];
  return kept.length ? kept : [message];
}

/** An auxiliary or modal that makes "when" or "how" a question ("when can I", not "when I go"). */
const AUX = String.raw`(?:can|could|should|shall|will|would|do|does|did|is|are|am|was|were|to|soon|often|much|many|long|old|big|far|early|late|bad)`;
/**
 * Where a clause that asks begins: a question word or a verb that opens a question ("how often", "can I", "is
 * it"), or a question asked indirectly ("can't tell if he's getting enough", "not sure whether"), after the small words a message often starts a clause with ("so", "but", "ok"). "When" and "how" ask
 * only with a verb after them: "when I go to the toilet" is her story.
 */
const OPENS = new RegExp(
  String.raw`^(?:(?:so|and|but|also|just|ok|okay|um|hmm|anyway|well|like|please|pls|hi|hey|then|now)\s+)*(?:(?:when|where)\s+${AUX}|how\s+(?!(?:i|im|she|shes|he|hes|we|they|you|my|her|his|it|our)\b)|hows|what|whats|whens|which|why|who|(?:can|could|should|shall|is|are|am|do|does|did|will|would)(?!\s+(?:still|also|just|now|really|so|very|quite|not|always|never|already|a bit|fine|ok|okay|good|well|better|worse|normal|fussy|ill|sick|unwell|\w+ing)\b)|any|anyone|tips|advice|ok to|okay to|safe to|i (?:was |am |m )?wondering|wondering|i (?:want|need|would like) to know|(?:i )?(?:cant|cannot|dont|do not) (?:tell|know|work out)(?= (?:if|whether|how|what|when|why)\b)|(?:im |i am )?(?:not sure|unsure|no idea)(?= (?:if|whether|how|what|when|why)\b))\b`,
  'i',
);
/** A clause break inside a sentence: punctuation, or a joining word that starts the rest of her story. */
const CLAUSE =
  /\s*[,;:]\s*|\s+[-–—]+\s+|\s+(?=(?:because|cause|coz|cos)\s|(?:so|but) (?:i|we|she|he|they|my|our|what|how|when|can|should|is|do|does|will|any)\b)/i;
/** A question opening mid-clause, after her story ("she's 3 days old how often should she feed"). */
const INNER_OPENER = new RegExp(
  String.raw`\s(?=(?:(?:how|when|where)\s+${AUX}|what|which|why|(?:can|could|should|do|does|will|would|is|are) (?:i|we|she|he|it|they|you|this|that|there|my|our|the)|any (?:tips|advice|ideas))\b)`,
  'i',
);

/**
 * A question opening after her story in the same clause, with no "?": "how" or "when" with a verb, or a modal
 * or "is" with a pronoun after it ("i havent been taking folic acid is that bad", "my friend swears by a weighted
 * bag would that stop it"); not "does the night bottles" or "do it", which go on with her story.
 */
const ASKS_AFTER = new RegExp(
  String.raw`\s(?=(?:(?:how|when|where)\s+${AUX}|(?:can|could|should|will|would|is|are) (?:i|we|she|he|it|they|you|this|that|these|those|there))\b)`,
  'i',
);
/**
 * A comma, then a question opening: "how" or "when" with a verb, or a modal with a pronoun, or "also are" with
 * what it asks about ("..., also are weighted sleep sacks safe").
 */
const COMMA_QUESTION = new RegExp(
  String.raw`\s*,\s*(?:(?:and|also|plus)\s+)?(?=(?:(?:how|when|where)\s+${AUX}|(?:can|could|should|will|would|is|are|do|does) (?:i|we|she|he|it|they|you|this|that|there)|(?<=(?:also|plus)\s+)(?:is|are)\s+[a-z]{3,})\b)`,
  'gi',
);
/**
 * What "you" never know, as a saying told in her story ("they keep telling me it's agony and ye never know how
 * much they're getting"): a claim about everyone, not her question (hers is "I can't tell how much he gets").
 */
const SAYING =
  /\b(?:you|ye|ya|u|yous)\s+(?:never|(?:do not|dont|don't|cant|can't|cannot)(?:\s+ever)?)\s+(?:really\s+)?(?:know|tell)\s*$/i;
/**
 * A sentence that asks after her story: a clause after the first that opens as a question ("and I smoke, do I
 * need to stop"), or a clause whose question opens after what she tells.
 */
function asksAfter(sentence: string): boolean {
  return sentence.split(CLAUSE).some((clause, i) => {
    if (i > 0 && OPENS.test(clause.trim())) return true;
    const [head = '', ...rest] = clause.trim().split(ASKS_AFTER);
    const tail = rest.join(' ').trim();
    return /[a-z]{3}/i.test(head) && tail !== '' && OPENS.test(tail) && !SAYING.test(head);
  });
}

/**
 * A clause that tells her story rather than naming a topic: someone, or something, doing or being something
 * ("I just got a positive test", "she's 3 days old", "midwife is coming tomorrow"). "Hospital bag for baby"
 * before "what to bring" has no verb: it names the topic, and asks with it.
 */
const TELLS =
  /\b(?:i|im|ive|id|ill|me|she|shes|he|hes|we|weve|us|they|theyre|is|are|was|were|am|has|have|had|been|keeps|kept|says|said|believes|thinks|reckons|swears|insists|got|gets|gone|going|coming|came|put|told|gave|feels|felt|looks|seems|wants|started|stopped)\b/i;

/**
 * The part of a message that asks, when the rest tells her story ("I just got a positive test! what vitamins
 * should I be taking?", "midwife put me on iron tablets, is it ok to take them with my morning coffee"): the
 * clauses that open as a question, the clauses that only name a topic, and the sentences that end in "?" with
 * no such clause. Null when nothing reads as asking; the caller falls back to the whole message when the part
 * names little of it.
 */
export function askingPart(message: string): string | null {
  const sentences = message
    .replace(/[\u2018\u2019']/g, '')
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking: string[] = [];
  for (const s of sentences) {
    const opening: string[] = [];
    const topics: string[] = [];
    for (const clause of s.split(CLAUSE).map((c) => c.trim())) {
      if (!clause) continue;
      // A clause that does not open as a question may still ask after her story, from its first opener on.
      const [head = '', ...rest] = OPENS.test(clause) ? ['', clause] : clause.split(INNER_OPENER);
      const tail = rest.join(' ').trim();
      if (tail && OPENS.test(tail)) opening.push(tail);
      if (head.trim() && !TELLS.test(head)) topics.push(head.trim());
    }
    // In a sentence that asks, the words that only name a topic ask with it; a sentence that ends in "?"
    // without a clause that opens as a question asks as a whole; any other sentence tells her story.
    if (opening.length) asking.push(...opening, ...topics);
    else if (/\?\s*$/.test(s)) asking.push(s);
  }
  return asking.length ? asking.join(' ') : null;
}

/**
 * A clause that compares with a previous baby or pregnancy ("with my first I didn't show till 22 weeks", "last
 * time they only found it at 28 weeks", "my 2nd came in under 2 hours"), or says how things were done before
 * ("in my day", "like I did with my kids"): background to what she asks now.
 */
const COMPARES =
  /\b(?:(?:with|for|after|before|like|than|unlike) (?:my|our|her|the|his) (?:first|1st|second|2nd|third|3rd|last|eldest|oldest|older|other|previous|daughter|son|kids|others)\b|last (?:time|pregnancy|baby|one)\b|(?:my|our|her) (?:first|1st|second|2nd|third|3rd|eldest|oldest|older|previous|other) (?:(?:one|baby|child|pregnancy|kid|birth|daughter|son) )?(?:had|was|came|did|took|needed|got|slept|fed|went|were)\b|previous (?:baby|pregnancy|pregnancies|birth)\b|(?:worse|better|different|harder|easier|bigger|smaller|stronger|longer)(?: than)? this time(?: round| around)?\b|in my day\b|(?:i was|we were) brought up\b|like i did\b|thats? what (?:she|i|we|they) did\b)/i;

/**
 * Her comparisons with a previous baby or pregnancy, apart from the rest of the message: the clauses that
 * compare, and everything else; `against` is the part of `compares` that only sets what she names now against
 * last time ("way worse than with my first"), which never says what she asks about.
 */
export function comparingParts(message: string): { compares: string; rest: string; against: string } {
  const compares: string[] = [];
  const rest: string[] = [];
  const against: string[] = [];
  for (const s of message.replace(/[\u2018\u2019']/g, '').split(/(?<=[?!.])\s+|\n+/)) {
    let comparing = false;
    for (const clause of s.split(CLAUSE)) {
      const tail = comparedTail(clause);
      if (tail) {
        compares.push(tail.compares);
        against.push(tail.compares);
        rest.push(tail.now);
        comparing = true;
        continue;
      }
      // The reason for what happened last time goes on with it ("a c-section with my first cos he was breech").
      comparing = COMPARES.test(clause) || (comparing && /^(?:because|cause|coz|cos)\b/i.test(clause));
      (comparing ? compares : rest).push(clause);
    }
  }
  return { compares: compares.join(' '), rest: rest.join(' '), against: against.join(' ') };
}

/** "Way worse than", "like", "as": how what she has now is set against last time. */
const SET_AGAINST =
  /(?:\b(?:way|much|so+|even|far|a lot|lots|a bit|bit|loads)\s+)*(?:\b(?:worse|better|different|harder|easier|bigger|smaller|stronger|longer|more|less)\s+)?\b(?:than|like|unlike|as)\s*$/i;
/** Earlier, later and sooner are left out: "will they test me earlier this time?" asks about when. */
const COMPARATIVE_START = /^(?:worse|better|different|harder|easier|bigger|smaller|stronger|longer)\b/i;

/**
 * A clause that names what she has now and then sets it against last time ("morning sickness way worse than
 * with my first", "constipated again like last time", "heartburn is so much worse this time round"): what she
 * names is now, only the comparison is background. A clause that opens with the comparison ("with my first I
 * felt nothing till 21 weeks") is background whole.
 */
function comparedTail(clause: string): { now: string; compares: string } | null {
  const m = COMPARES.exec(clause);
  if (!m || m.index === 0) return null;
  const before = clause.slice(0, m.index);
  const against = SET_AGAINST.exec(before);
  if (!against && !COMPARATIVE_START.test(m[0])) return null;
  const cut = against ? against.index : m.index;
  const now = `${clause.slice(0, cut)} ${clause.slice(m.index + m[0].length)}`.trim();
  if (!/[a-z]{3}/i.test(clause.slice(0, cut))) return null;
  return { now, compares: clause.slice(cut, m.index + m[0].length).trim() };
}
