/**
 * Finding the answer-library entry that answers a mother's question, in memory.
 *
 * Each entry is asked several ways (its question and `asked`); a question is compared with each of them and
 * with the whole entry, every word weighed by how much it says (a word in few entries, "latch", more than one in
 * many, "baby"; words that only shape a question, "is it ok", least):
 * - fit: how much of one way of asking her message holds (mostly), and how much of her message it holds;
 * - coverage: the share of her words the entry speaks of anywhere (its questions fully, its answer less).
 * Everyday, brand and texting words are folded first (./answer-words.ts), close words reach each other, and a
 * word the library does not have is looked up among its words one or two typing slips away (./typo-index.ts).
 * Her stage comes first: after the birth only entries written for after the birth are candidates; in pregnancy
 * an after-birth entry (preparing for the baby) ranks lower; outside an entry's weeks it ranks a little lower.
 * Then what she asks: when a message tells a story around a question that stands on its own ("I just got a
 * positive test! what vitamins should I take?"), the entry is chosen by the question (./answer-query.ts reads
 * which part asks) and her story only chooses among the entries that answer it.
 */
import type { AnswerEntry } from '../../../core/contracts/answers.ts';
import { sameQuestion } from './answers-library.ts';
import { type AnswerIndex, type Doc } from './answer-index.ts';
import { askedReach, bestFit, reachSums, SENTENCE_FIT } from './answer-fit.ts';
import { type QueryTerm, readQuery } from './answer-query.ts';
import { answerTerms, BABY_TERMS } from './answer-words.ts';

export { type AnswerIndex, buildAnswerIndex } from './answer-index.ts';

export interface AnswerQuery {
  stage: 'pregnant' | 'postpartum' | null;
  /** Pregnancy week, or completed weeks since the birth (the baby's age in weeks) after it. */
  week: number | null;
  /**
   * In pregnancy, the whole message asks ahead about the time after the birth (asksAhead): set by the caller
   * when it matches one part of a message ("how long till I can lift him?" after "scheduled c section").
   */
  ahead?: boolean;
}

export interface AnswerMatch {
  entry: AnswerEntry;
  /** 0-1: how well the question is answered by this entry, her stage and week weighed in. */
  score: number;
  /** 0-1: the best overlap with one way the entry is asked. */
  fit: number;
  /** 0-1: the share of her words the entry speaks of. */
  coverage: number;
}

/**
 * Scores (0-1, as matchAnswers gives them) above which an entry answers her, and above which an entry is close
 * enough to offer as a question she may have meant. Set on the library's own ways of asking, each left out
 * of the index in turn (content/answers.test.ts), and on the question sets already run.
 */
export const ANSWER_SCORE = 0.5;
export const SUGGEST_SCORE = 0.25;
/**
 * A long message whose story comes first ("with my first the nurse had us feed every 3 hours ... is that still
 * the advice?") is scored against all of her words, most of them her story, which no one entry speaks of: the
 * right entry's coverage falls with the length of the story, and its score with it (iteration 38: AH78's right
 * entries at 0.48-0.499 with fits of 0.7). From LONG_TERMS words on, an entry that answers her well by its way of
 * asking and clearly leads the next answers at a lower bar; one that only ties with another stays "don't know".
 */
export const LONG_TERMS = 20;
export const LONG_ANSWER_SCORE = 0.45;
export const LONG_LEAD = 0.03;
/** Whether the best match answers a message of `terms` words, given the match after it. */
export const answersMessage = (terms: number, best: AnswerMatch, next: AnswerMatch | undefined): boolean =>
  best.score >= ANSWER_SCORE ||
  (terms >= LONG_TERMS && best.score >= LONG_ANSWER_SCORE && best.score - (next?.score ?? 0) >= LONG_LEAD);
/** A match in the entry's answer only counts less than one in the way it is asked. */
const BODY_MATCH = 0.6;
const EXACT_BONUS = 0.01;
/** A question of shaping words only ("when can I get pregnant again") needs a way of asking close to it. */
const VAGUE_FIT = 0.8;
const OFF_TOPIC = 0.6;
/**
 * Her story around a question that stands on its own chooses among the entries that answer what she asks: it
 * raises an entry's score by at most this share ("8 week jabs tomorrow, will she get a temperature after?" is
 * the fever after vaccines), never making an entry that does not answer it hers ("just found out I'm pregnant,
 * do I need vitamins" is about vitamins, not the first appointment).
 */
const STORY_TIE = 0.3;
/** She asks about a medicine or care for herself ("can I take", "for me"). */
const FOR_BABY = String.raw`(?! (?:(?:my|our|the|her|his) )?(?:baby|babys|babies|son|daughter|newborn|little one)| (?:him|her|them)\b)`;
const SELF = new RegExp(
  String.raw`\b(?:(?:(?:can|could|should|may) i|i) (?:take|have|use|took|am taking|have been taking)${FOR_BABY}|for me|myself)\b`,
  'i',
);
/** Topics whose answers are about the baby's own body and care, not hers. */
export const BABY_TOPICS = new Set<AnswerEntry['topic']>([
  'newborn-sleep',
  'newborn-nappies',
  'newborn-crying',
  'newborn-care',
  'newborn-health',
  'baby-fever',
  'baby-medicines',
]);

const BABY_IN_PREGNANCY = 0.75;
/**
 * A question asked in pregnancy about the time after the birth ("booked for a section, how long in hospital
 * after", "when can you get pregnant again after birth"): the after-birth entry is hers when the library has no
 * pregnancy one, as an after-birth entry is for a question about the baby to come.
 */
const AFTER = /\b(?:after|afterwards?|postpartum|post[- ]?partum|post[- ]?natal)\b/i;
const BIRTH =
  /\b(?:birth|births|section|sections|c-?sections?|csections?|caesareans?|cesareans?|delivery|born)\b/i;
/** A caesarean booked ahead: what she asks is about her recovery from it ("scheduled c section, when can I lift"). */
const BOOKED =
  /\b(?:booked|planned|scheduled|elective)\b.{0,24}\b(?:c-?sections?|sections?|csections?|caesareans?|cesareans?)\b/i;
/** A birth she has had before ("after a c section last time", "my friend just had a section") is not asked ahead. */
const BEFORE =
  /\b(?:last time|last (?:one|baby|birth|pregnancy)|previous|before this|my (?:first|last|older|eldest)|(?:just |already )?had (?:a |an |her |my )?(?:c-?sections?|sections?|csections?|caesareans?|cesareans?|baby|birth))\b|\bvbac\b/i;
/** The moments just after the birth ("right after birth", skin to skin, the first feed) belong to the birth itself. */
const MOMENT = /\b(?:right|straight|just|immediately|soon|minutes|hour) after (?:the |giving )?birth\b/gi;
/** Getting ready in pregnancy for her confinement (the month after the birth) asks ahead about after the birth. */
const CONFINEMENT_AHEAD = /\b(?:for|during|in|after) (?:my |the |her )?confinement\b/i;
export const asksAhead = (question: string) => {
  if (BEFORE.test(question)) return false;
  const rest = question.replace(MOMENT, ' ');
  return (AFTER.test(rest) && BIRTH.test(rest)) || BOOKED.test(rest) || CONFINEMENT_AHEAD.test(rest);
};
const NAMES_BABY = new Set(answerTerms('baby babies newborn infant son daughter him her he she'));
/**
 * In pregnancy, a question about the baby to come that names no baby-care thing ("can you give a newborn water
 * when it's hot?", "what age can babies have Calpol?"): an answer written for after
 * the birth fits it as one about a bottle or a cot does (the folds have made "newborn" "baby", so it is read here
 * from her own words). Getting ready "before the baby comes" is hers, in pregnancy, and is not read so.
 */
const BABY_TO_COME =
  /\b(?:(?:when|once) (?:the |my |our )?(?:baby|bub|little one) (?:arrives?|comes?|is born|is here|gets here)|what age (?:can|do|should) (?:babies|a baby|baby|newborns?|infants?)|(?:a|the|my|our) newborn|newborns)\b/i;

/** How much an entry written for other weeks or another stage still fits her. */
function stageFactor(
  entry: AnswerEntry,
  q: AnswerQuery,
  aboutBaby: boolean,
  namesBaby: boolean,
  ahead: boolean,
): number {
  if (q.stage === null) return 1;
  // After the birth, a pregnancy answer is never hers (issue 13: newborn safe sleep got pregnancy sleep tips).
  if (q.stage === 'postpartum' && !entry.stages.includes('postpartum')) return 0;
  // In pregnancy an answer for after the birth fits only a question about the baby to come ("how do I
  // sterilise bottles") or one asked ahead about after the birth (asksAhead), not one about her ("can I fly at 30
  // weeks" is not about flying with a newborn).
  let f =
    q.stage === 'pregnant' && !entry.stages.includes('pregnant') ? (ahead ? 1 : aboutBaby ? 0.9 : 0.45) : 1;
  // An answer about the baby's own sleep or care, written for pregnancy too (getting ready), fits a question
  // that names no baby less than one about her ("cant sleep, hips ache, any tips on sleeping position").
  if (q.stage === 'pregnant' && !namesBaby && BABY_TOPICS.has(entry.topic)) f *= BABY_IN_PREGNANCY;
  const weeks = q.stage === 'pregnant' ? entry.pregnancyWeeks : entry.postpartumWeeks;
  if (weeks && q.week !== null && f === 1) {
    // Asking ahead ("when is the glucose test" at 8 weeks) is natural; an entry for weeks she has passed
    // (Calpol under 2 months, for a 4-month-old) is less likely hers.
    if (q.week < weeks.from) f *= Math.max(0.8, 1 - 0.02 * (weeks.from - q.week));
    else if (q.week > weeks.to) f *= Math.max(0.7, 1 - 0.04 * (q.week - weeks.to));
  }
  return f;
}

/** The most of a way of asking (weighing `least`) that terms summing to `reached` can hold: 0-1. */
const heldAtMost = (reached: number, least: number) => (least > 0 ? Math.min(1, reached / least) : 1);

export function matchAnswers(
  index: AnswerIndex,
  question: string,
  q: AnswerQuery,
  limit = 5,
  /** Her words as readQuery reads them, when the caller has them already. */
  terms?: QueryTerm[],
  /**
   * Only these entries (ids) are scored, when the caller keeps no other: a later question of a message is
   * answered only from the entries near the whole message, so the rest of the library need not be scored.
   */
  among?: ReadonlySet<string>,
  /**
   * Only matches scoring at least this are wanted (the caller drops the rest): an entry that could not reach it is
   * never fitted. The matches returned are those the call without it returns, less the ones under it.
   */
  least = -1,
): AnswerMatch[] {
  const all = terms ?? readQuery(index, question, q.stage);
  const qts = all.filter((t) => !t.context);
  const story = all.filter((t) => t.context);
  const total = qts.reduce((sum, t) => sum + t.weight, 0);
  const storyTotal = story.reduce((sum, t) => sum + t.weight, 0);
  if (total === 0) return [];
  // "Is it ok?" says nothing of what it is about: only an entry asked in just those words answers it.
  const vague = qts.every((t) => t.shaping);
  const exact = sameQuestion(question);
  const aboutBaby =
    all.some((t) => t.reach.some(([r]) => BABY_TERMS.has(r))) ||
    (q.stage === 'pregnant' && BABY_TO_COME.test(question));
  // "How much ibuprofen can I take" is about her, not the baby's medicine.
  const aboutHer = !aboutBaby && SELF.test(question);
  const namesBaby = aboutBaby || all.some((t) => t.reach.some(([r]) => NAMES_BABY.has(r)));
  const ahead = q.stage === 'pregnant' && (q.ahead ?? asksAhead(question));
  // Candidates: entries that hold one of the words that carry her question (an entry sharing only "baby" or
  // "normal" with it would be off topic anyway), or any of her words when she used no other kind.
  const carrying = vague ? qts : qts.filter((t) => !t.shaping && !t.story);
  const candidates = new Set<number>();
  for (const t of carrying)
    for (const [r] of t.reach) for (const i of index.postings.get(r) ?? []) candidates.add(i);
  // Her words' reach into every entry, looked up once for all (her question's words, then her story's).
  const sums = reachSums(index, qts, story, BODY_MATCH);
  const reached = askedReach(index, qts);
  const enough = !vague && carrying.filter((t) => !t.aside).length >= 4;
  // First the cheap part of each candidate's score (stage, topic, coverage); the costlier fit to each way of
  // asking is then worked out best-first, until no remaining candidate could reach the results.
  const scored: {
    doc: Doc;
    inAnswer: number;
    bound: number;
    within: number;
    coverage: number;
    told: number;
    scale: number;
    topical: number;
    bonus: number;
  }[] = [];
  for (const i of candidates) {
    const doc = index.docs[i];
    if (!doc || (among && !among.has(doc.entry.id))) continue;
    const factor =
      stageFactor(doc.entry, q, aboutBaby, namesBaby, ahead) *
      (aboutHer && BABY_TOPICS.has(doc.entry.topic) ? 0.8 : 1);
    if (factor === 0) continue;
    const covered = sums.covered[i] as number;
    const inAnswer = sums.inAnswer[i] as number;
    const inAsked = sums.inAsked[i] as number;
    const told = sums.told[i] as number;
    const carried = sums.carried[i] as number;
    const askedAbout = sums.askedAbout[i] === 1;
    // One shared word out of four or more that carry her question is a coincidence, not an answer.
    // Her circumstances ("ivf baby, 8 wks and so nauseous") are not among the words counted here.
    if (enough && carried < 2) continue;
    // An entry never asked about any of the words that carry her question ("feed" in "tips to get a newborn to
    // feed more often") is about something else, however many small words it shares: a different topic.
    const topical = askedAbout || vague ? 1 : OFF_TOPIC;
    const coverage = covered / total;
    const toldShare = storyTotal ? (STORY_TIE * told) / storyTotal : 0;
    const bonus = doc.exact.has(exact) ? EXACT_BONUS : 0;
    scored.push({
      doc,
      inAnswer,
      // The bound leaves out the topic rule, which one sentence of the answer may lift (see below).
      bound: (0.5 + 0.5 * coverage) * (1 + toldShare) * factor + bonus,
      // A closer bound: a way of asking holds at most the library terms her words reach among all of them (over
      // its least way of asking) and her words it reaches there, one sentence at most what the whole answer holds
      // (a hair over, for rounding).
      within:
        (0.5 *
          Math.max(
            0.75 * heldAtMost(reached[i] as number, doc.leastAskWeight) + (0.25 * inAsked) / total,
            (SENTENCE_FIT * inAnswer) / total,
          ) +
          0.5 * coverage) *
          (1 + toldShare) *
          factor *
          (1 + 1e-9) +
        bonus,
      coverage,
      told: toldShare,
      scale: factor,
      topical,
      bonus,
    });
  }
  scored.sort((a, b) => b.bound - a.bound);
  // The best `limit` so far, best first (of two with the same score, the one found first stays first).
  const matches: AnswerMatch[] = [];
  for (const c of scored) {
    const last = matches.length >= limit ? (matches[limit - 1]?.score ?? 0) : -1;
    if (c.bound <= last || c.bound < least) break;
    // An entry that could not reach the results is passed over; the order of those that can is kept (of two
    // entries with the same score, the one found first stays first).
    if (c.within <= last || c.within < least) continue;
    const { fit, sentence } = bestFit(index, c.doc, qts, total, c.inAnswer);
    if (vague && fit < VAGUE_FIT) continue;
    // An entry whose questions share none of her telling words is about something else, unless one sentence
    // of its answer holds her question.
    const topical = sentence ? 1 : c.topical;
    const score = (0.5 * fit + 0.5 * c.coverage) * topical * (1 + c.told) * c.scale + c.bonus;
    let at = matches.length;
    while (at > 0 && (matches[at - 1] as AnswerMatch).score < score) at--;
    if (at < limit) matches.splice(at, 0, { entry: c.doc.entry, score, fit, coverage: c.coverage });
    if (matches.length > limit) matches.pop();
  }
  return (least > 0 ? matches.filter((m) => m.score >= least) : matches).slice(0, limit);
}
