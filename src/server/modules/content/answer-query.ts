/**
 * A question as the answer library reads it: each of her words with the library words it reaches (itself,
 * close words, words one or two typing slips away) and how much it counts. Numbers, words that only shape a
 * question, and words in the sentences around the one that asks count less.
 */
import type { AnswerIndex } from './answer-index.ts';
import { boundedMemo } from './bounded-memo.ts';
import type { AnswerQuery } from './answer-search.ts';
import { answerTerms, closeWords, INTENT, SHAPING } from './answer-words.ts';
import { everydayRank } from './everyday-words.ts';
import { askingPart, comparingParts } from './question-parts.ts';
import { typoNeighbours } from './typo-index.ts';

const CLOSE_WEIGHT = 0.7;
const TYPO_WEIGHT = 0.75;
const NUMBER_WEIGHT = 0.5;
const CONTEXT_WEIGHT = 0.4;
/** A word the library lacks that is everyday speech ("wedding", "cupboard") is her story, not her question. */
const STORY_WEIGHT = 0.3;
const EXPANSION_CACHE = 5000;
const PREGNANT = new Set(answerTerms('pregnant pregnancy'));
/** "Postnatal" ("pp", "postpartum") after the birth only says her stage, which she is asked in anyway. */
const POSTNATAL = new Set(answerTerms('postnatal'));

/** Library terms a question's term reaches, each with how much it counts: itself, close words, typo neighbours. */
function expand(index: AnswerIndex, term: string): [string, number][] {
  const cached = index.expansions.get(term);
  if (cached) return cached;
  const out = new Map<string, number>();
  const add = (t: string, w: number) => {
    if (index.postings.has(t) && (out.get(t) ?? 0) < w) out.set(t, w);
  };
  add(term, 1);
  for (const c of closeWords.get(term) ?? []) add(c, CLOSE_WEIGHT);
  // A word of everyday speech is spelt as meant ("stuff" is not a slip for "stuffy", nor "bang" for "bag"), and
  // so is a number with a unit ("3am" is a time, not a slip for "yam"; "5k" a distance).
  if (
    !index.postings.has(term) &&
    term.length >= 4 &&
    !/^\d/.test(term) &&
    everydayRank(term, answerTerms) === null
  )
    for (const v of typoNeighbours(index.typos, term, term.length >= 7 ? 2 : 1, 3)) add(v, TYPO_WEIGHT);
  const value = [...out];
  if (index.expansions.size >= EXPANSION_CACHE) {
    const oldest = index.expansions.keys().next().value;
    if (oldest !== undefined) index.expansions.delete(oldest);
  }
  index.expansions.set(term, value);
  return value;
}

export interface QueryTerm {
  weight: number;
  reach: [string, number][];
  shaping: boolean;
  /** An everyday word the library does not have: part of her story, not what she asks about. */
  story: boolean;
  /**
   * A word of the story around a question that stands on its own ("just found out I'm pregnant" before "do I
   * need vitamins"): it only breaks a tie between entries that answer what she asks.
   */
  context: boolean;
  /** Her circumstances told around the question ("expecting twins", "Nana here"): weighed as her story is. */
  aside?: boolean;
}

/**
 * A question that points back into her story ("is it ok to take them with coffee", after "iron tablets"; "which
 * ones can she eat", after cheese): the story is part of what she asks, and so is going on with it ("can I keep
 * going or should I stop", after "I used to run 5k") and asking why someone says something ("why does she say
 * she has to wait?"), and so do "both" and "either" ("can I take both with tea"). "Is it ok" and "is that normal"
 * point at nothing in particular. Someone saying no to it ("my daughter says no", "my husband disagrees") points
 * back at what her story told (answers iteration 47).
 */
const POINTS_BACK =
  /\b(?:(?:(?:says|reckons|thinks|insists) (?:no|not|otherwise|different|the opposite)|disagrees|doesnt agree)(?=\W*$)|keep (?:going|doing it|at it)|(?:does|do|did) (?:she|he) (?:say|think|reckon)|carry on|continue|stop(?=\s*(?:[?.!]|$))|both|either|them|they|those|these|theyre|this|that|ones|one(?! (?:glass|drink|sip|cup|coffee|beer|pint|bottle|more|small|little|day|night|week|month|year|hour|time|side|breast)\b)|(?<!\b(?:is|are|was|were) )there(?! (?:is|are|s|was|were|a|an|any|anything)\b)|(?<!\b(?:is|was) )it|it(?! (?:is|s|ok|okay|safe|normal|fine|true|possible|bad|too|worth|alright|dangerous|harmful|better)\b))\b/i;
/** Asking what to do "after" or "afterwards" with nothing named: after what her story tells ("a filling"). */
const AFTER_THE_STORY = /\b(?:after|afterwards|after it|after that)\s*[?.!]*\s*$/i;
/** A remedy or treatment named with nothing it is for: what it is for is in her story. */
const FOR_THE_STORY =
  /\b(?:use|put|try|take|get|buy|apply|have)\s+(?:a |an |any |some |the |this |that )?(?:cream|creams|ointment|gel|spray|lotion|tablets?|pills?|medicine|medication|something|anything)\b(?!\s+(?:for|on|to)\b)/i;
/**
 * Asking whether to get help ("do I need to go to A&E", "should I call the doctor") or to wait ("or shall I just
 * wait?") names no topic of its own: the story around it is the question.
 */
const SEEKING = new Set(
  answerTerms(
    'emergency hospital doctor gp pediatrician paediatrician midwife nurse call ring phone 111 999 911 seen checked wait',
  ),
);
/** A part that asks holds at least this share of the weight of her telling words, or it is read with her story. */
const ASKING_SHARE = 0.3;
/**
 * A request for tips on a thing named in two words of its own ("34 weeks, hips ache and keep waking to pee. any
 * tips on sleeping position") says what she wants answered however long the story before it: it needs a smaller
 * share. One word ("any tips on stretches", after leg cramps) leans on the story, as any part does.
 */
const REQUEST = /^(?:any|some)?\s*(?:tips|advice|ideas|suggestions)\s+(?:on|for|about|with)\s+\w/i;
const REQUEST_SHARE = 0.15;
/**
 * Her circumstances, often told before an everyday question ("expecting twins, 26 wks, the heartburn is unreal.
 * what can I do", "Nana here... in my day we put them on their tummies", "I work night shift"). When the question is read with her
 * story and she names something else too, they only choose among the entries that answer it, as the rest of a
 * story does; named in the part that asks ("can I try for a normal birth or is it c-section forever") they are
 * what she asks about.
 */
const CIRCUMSTANCE = new Set(
  answerTerms(
    'mum older twins twin triplets caesarean gestational diabetes vegan vegetarian ivf toddler grandparents grandson granddaughter grandchild babysit babysitting neonatal unit premature preterm family wife partner dad father daughter son shift shifts nightshift',
  ),
);
/**
 * Who asks on her behalf ("my sister's 30 wks and wants to fly", "im her mum. my daughter is 14 weeks"): a
 * relative or friend says whose question it is, never what it is about, even in the part that asks. Such a word
 * only shapes the question, as "is it ok" does. A partner is not among them: his own questions have entries.
 */
const ASKER = new Set(
  answerTerms(
    'behalf sister sisters sis friend friends mate mates bestie niece nephew cousin aunt auntie daughter son granddaughter grandson grandchild neighbour neighbor colleague coworker mother mom',
  ),
);
const ASKER_WEIGHT = 0.2;

/**
 * Her words, each weighed. A message often asks in one sentence and tells the story in another ("how often
 * should a newborn breastfeed? she's 3 days old and wants it constantly"): the words of the sentences that ask
 * (end in "?") weigh fully, the others less.
 */
export function readQuery(index: AnswerIndex, question: string, stage: AnswerQuery['stage']): QueryTerm[] {
  const part = askingPart(question);
  // The sentences that ask weigh fully, the others less.
  const sentences = question.split(/(?<=[?!.])\s+|\n+/).filter((x) => x.trim());
  const asking = sentences.filter((x) => /\?\s*$/.test(x));
  const read = (ask: string[]) =>
    readTerms(index, question, stage, new Set(index.terms(ask.join(' '))), false);
  const words = uniqueTerms(index, question);
  // What she compares with a previous baby or pregnancy ("with my first I went back at 4 weeks") is background
  // to what she asks now, as her circumstances are: words said only there weigh as her story.
  // (Most messages compare with nothing: then no second reading of the message.)
  const { compares, rest: now, against } = comparingParts(question);
  const saidNow = new Set(compares ? index.terms(now) : []);
  const background = new Set(compares ? index.terms(compares).filter((t) => !saidNow.has(t)) : []);
  // "Way worse than with my first" only sets what she names against last time: never what she asks about.
  const setAgainst = new Set(against ? index.terms(against).filter((t) => !saidNow.has(t)) : []);
  const told = () => {
    let terms = read(asking.length ? asking : sentences);
    // A sentence that asks only "is that right?" or "who's right?" after her story asks about the story.
    const asks = new Set(index.terms(asking.join(' ')));
    const named = terms.reduce((sum, t, i) => sum + (asks.has(words[i] ?? '') ? telling(t) : 0), 0);
    if (asking.length && named < ASKING_SHARE * terms.reduce((sum, t) => sum + telling(t), 0))
      terms = read(sentences);
    const inPart = new Set(part === null ? [] : index.terms(part));
    const all = terms.reduce((sum, t) => sum + telling(t), 0);
    // Her comparisons step back only when the part that asks names something of its own ("can I start running
    // again?"); asked vaguely ("should I say something?", "is it really a problem?") the comparison is what she
    // asks about ("I had PND after my first", "baby rice in his bottle like I did with my kids").
    const asksOwn = terms.some(
      (t, i) => inPart.has(words[i] ?? '') && !background.has(words[i] ?? '') && telling(t) > 0,
    );
    // Her circumstances and comparisons step back when enough else is said; if together they are most of the
    // message, her circumstances alone; if even they are, nothing does.
    for (const asideOf of [
      (term: string) => CIRCUMSTANCE.has(term) || (asksOwn && background.has(term)),
      (term: string) => CIRCUMSTANCE.has(term),
    ]) {
      const aside = (t: QueryTerm, term: string) =>
        !t.shaping && (setAgainst.has(term) || (asideOf(term) && !inPart.has(term)));
      const rest = terms.reduce((sum, t, i) => sum + (aside(t, words[i] ?? '') ? 0 : telling(t)), 0);
      if (rest === 0 || rest < ASKING_SHARE * all) continue;
      return terms.map((t, i) =>
        aside(t, words[i] ?? '') ? { ...t, weight: t.weight * CONTEXT_WEIGHT, aside: true } : t,
      );
    }
    return terms;
  };
  if (part === null || POINTS_BACK.test(part)) return told();
  // A remedy asked about with nothing it is for ("can I use a cream from the chemist?" after "piles since the
  // birth") is for what her story names: the whole message is her question.
  if (FOR_THE_STORY.test(part) || AFTER_THE_STORY.test(part))
    return readTerms(index, question, stage, new Set(index.terms(question)), false);
  const terms = readTerms(index, question, stage, new Set(index.terms(part)), true).map((t, i) =>
    setAgainst.has(words[i] ?? '') && !t.shaping
      ? { ...t, weight: t.weight * CONTEXT_WEIGHT, aside: true }
      : t,
  );
  // A part that names little of what she says ("is it too late?") leaves the sentences as her question.
  const names = (t: QueryTerm) => !t.reach.every(([r]) => SEEKING.has(r));
  const inPart = terms.reduce((sum, t) => sum + (t.context || !names(t) ? 0 : telling(t)), 0);
  const inStory = terms.reduce(
    (sum, t, i) => sum + (t.context && !background.has(words[i] ?? '') ? telling(t) / CONTEXT_WEIGHT : 0),
    0,
  );
  const named = terms.filter((t) => !t.context && names(t) && telling(t) > 0).length;
  const share = REQUEST.test(part) && named >= 2 ? REQUEST_SHARE : ASKING_SHARE;
  return inPart > 0 && inPart >= share * (inPart + inStory) ? terms : told();
}

/**
 * A thing she names and then says what kind of thing it is ("zobo drink", "bantal peyang pillow", "atole (a
 * porridge)"): the kind is what the library can answer, the name only tells her story, as an everyday word the
 * library lacks does.
 */
const KIND =
  /\b([a-z]+)(?:\s+(?:and|or)\s+[a-z]+|\s+[a-z]+)?\s+(?=(?:teas?|soups?|drinks?|pillows?|oils?|powders?|porridges?|broths?|creams?|balms?|pastes?|remed(?:y|ies)|tonics?|juices?|leaves|seeds|herbs|mixtures?|concoctions?|cereals?|biscuits|sweets|drops|tablets|syrups?|cheeses?|sausages?|stews?|dishes|fish|meat)\b)|\(([^)]*)\)/gi;
const namedKind = boundedMemo(1000, (question: string, index: AnswerIndex): Set<string> => {
  const found = new Set<string>();
  for (const m of question.matchAll(KIND))
    for (const t of index.terms(m[2] ?? m[0])) if (!index.postings.has(t)) found.add(t);
  return found;
});

/**
 * Where she is ("im in cork", "34 weeks in nairobi", a last word "melbourne" on its own): a place the library
 * does not have is her story, however near its spelling comes to a word it has ("cork" is not a bottle's).
 */
const PLACE = /\b(?:in|from|near|outside)\s+([a-z]+(?:\s+[a-z]+)?)|(?:^|[.!?,;]\s*)([a-z]+)\s*[.!?]*\s*$/gi;
const namedPlace = boundedMemo(1000, (question: string, index: AnswerIndex): Set<string> => {
  const found = new Set<string>();
  for (const m of question.matchAll(PLACE))
    for (const t of index.terms(m[1] ?? m[2] ?? ''))
      if (!index.postings.has(t) && everydayRank(t, answerTerms) === null) found.add(t);
  return found;
});

/** The weight of a word that says what a message is about. */
const telling = (t: QueryTerm) => (!t.shaping && !t.story && t.reach.length ? t.weight : 0);

/** Her terms once each, in order: readTerms gives one QueryTerm for each. */
const uniqueTerms = (index: AnswerIndex, question: string) => [...new Set(index.terms(question))];

function readTerms(
  index: AnswerIndex,
  question: string,
  stage: AnswerQuery['stage'],
  asks: ReadonlySet<string>,
  tieOnly: boolean,
): QueryTerm[] {
  const seen = new Set<string>();
  const out: QueryTerm[] = [];
  for (const t of index.terms(question)) {
    if (seen.has(t)) continue;
    seen.add(t);
    const place = namedPlace(question, index).has(t);
    const reach = place ? [] : expand(index, t);
    // A number says less than a word ("2 months" is about the age; many answers hold a 2).
    // So does a number with a unit the library does not have ("3am", "5k", "3x a week").
    const number = /^\d+$/.test(t) || (/^\d/.test(t) && !reach.length) ? NUMBER_WEIGHT : 1;
    const inStory = !asks.has(t);
    const context = inStory ? CONTEXT_WEIGHT : 1;
    // After the birth, "pregnant" says what she asks about (getting pregnant again), not her stage.
    const telling = stage === 'postpartum' && PREGNANT.has(t);
    const weigh = (r: string) => (telling ? index.idf(r) : index.weight(r));
    const known = reach.length ? Math.max(...reach.map(([r, w]) => weigh(r) * w)) : 0;
    const asker = ASKER.has(t);
    const shaping =
      !telling && (asker || SHAPING.has(t) || INTENT.has(t) || (stage === 'postpartum' && POSTNATAL.has(t)));
    const story =
      !reach.length &&
      !shaping &&
      number === 1 &&
      (place || everydayRank(t, answerTerms) !== null || namedKind(question, index).has(t));
    const unknown = shaping ? 0 : index.unknownWeight * (story ? STORY_WEIGHT : 1);
    // Where she is counts for nothing: every entry lacks it alike, and it only lowers how well any answers.
    if (place) {
      out.push({ weight: 0, reach, shaping: true, story: true, context: false });
      continue;
    }
    out.push({
      weight: number * context * (asker ? ASKER_WEIGHT : 1) * (reach.length ? known : unknown),
      reach,
      shaping: shaping || number < 1,
      story,
      context: inStory && tieOnly && !shaping && number === 1,
    });
  }
  return out;
}
