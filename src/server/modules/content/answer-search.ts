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
import { type QueryTerm, readQuery } from './answer-query.ts';
import { answerTerms, BABY_TERMS } from './answer-words.ts';

export { type AnswerIndex, buildAnswerIndex } from './answer-index.ts';

export interface AnswerQuery {
  stage: 'pregnant' | 'postpartum' | null;
  /** Pregnancy week, or completed weeks since the birth (the baby's age in weeks) after it. */
  week: number | null;
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
/** A match in the entry's answer only counts less than one in the way it is asked. */
const BODY_MATCH = 0.6;
const EXACT_BONUS = 0.01;
/**
 * One sentence of an answer that holds most of her words answers her nearly as well as a way of asking
 * ("he keeps wriggling down under the blanket": "... so they cannot wriggle down under any covers").
 */
const SENTENCE_FIT = 0.85;
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
const NAMES_BABY = new Set(answerTerms('baby babies newborn infant son daughter him her he she'));

/** How much an entry written for other weeks or another stage still fits her. */
function stageFactor(entry: AnswerEntry, q: AnswerQuery, aboutBaby: boolean, namesBaby: boolean): number {
  if (q.stage === null) return 1;
  // After the birth, a pregnancy answer is never hers (issue 13: newborn safe sleep got pregnancy sleep tips).
  if (q.stage === 'postpartum' && !entry.stages.includes('postpartum')) return 0;
  // In pregnancy an answer for after the birth fits only a question about the baby to come ("how do I
  // sterilise bottles"), not one about her ("can I fly at 30 weeks" is not about flying with a newborn).
  let f = q.stage === 'pregnant' && !entry.stages.includes('pregnant') ? (aboutBaby ? 0.9 : 0.45) : 1;
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

/**
 * The way of asking she came closest to: how much of it her message holds (a long message with more context
 * still holds "how warm should the baby's room be"), and a little of how much of hers it holds.
 */
function bestFit(
  index: AnswerIndex,
  doc: Doc,
  qts: readonly QueryTerm[],
  total: number,
): { fit: number; sentence: boolean } {
  let fit = 0;
  doc.asks.forEach((ask, k) => {
    let mine = 0;
    const used = new Set<string>();
    for (const t of qts) {
      let best = 0;
      let via = '';
      for (const [r, w] of t.reach)
        if (ask.has(r) && w > best) {
          best = w;
          via = r;
        }
      if (best > 0 && !t.context) {
        mine += t.weight * best;
        used.add(via);
      }
    }
    const theirs = [...used].reduce((sum, r) => sum + index.weight(r), 0) / (doc.askWeights[k] || 1);
    const f = 0.75 * theirs + 0.25 * (mine / total);
    if (f > fit) fit = f;
  });
  // A sentence counts only when it holds two of the words that carry her question: one shared word ("wipes")
  // is a coincidence.
  let inSentence = false;
  const asking = qts.filter((t) => !t.context);
  // No sentence can hold more of her words than the whole answer does: skip them when that could not win.
  let inBody = 0;
  for (const t of asking) {
    let best = 0;
    for (const [r, w] of t.reach) if (w > best && doc.bodyTerms.has(r)) best = w;
    inBody += t.weight * best;
  }
  if ((SENTENCE_FIT * inBody) / total <= fit) return { fit, sentence: false };
  for (const sentence of doc.sentences) {
    let mine = 0;
    let carried = 0;
    for (const t of asking) {
      let best = 0;
      for (const [r, w] of t.reach) if (w > best && sentence.has(r)) best = w;
      mine += t.weight * best;
      if (best > 0 && !t.shaping) carried += 1;
    }
    if (carried < 2) continue;
    const f = (SENTENCE_FIT * mine) / total;
    if (f > fit) {
      fit = f;
      inSentence = true;
    }
  }
  return { fit, sentence: inSentence };
}

/** How strongly one of her words reaches a set of terms: its best weight among the terms it reaches there. */
function reachIn(t: QueryTerm, terms: ReadonlySet<string>): number {
  let best = 0;
  for (const [r, w] of t.reach) if (w > best && terms.has(r)) best = w;
  return best;
}

export function matchAnswers(
  index: AnswerIndex,
  question: string,
  q: AnswerQuery,
  limit = 5,
  /** Her words as readQuery reads them, when the caller has them already. */
  terms?: QueryTerm[],
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
  const aboutBaby = all.some((t) => t.reach.some(([r]) => BABY_TERMS.has(r)));
  // "How much ibuprofen can I take" is about her, not the baby's medicine.
  const aboutHer = !aboutBaby && SELF.test(question);
  const namesBaby = aboutBaby || all.some((t) => t.reach.some(([r]) => NAMES_BABY.has(r)));
  // Candidates: entries that hold one of the words that carry her question (an entry sharing only "baby" or
  // "normal" with it would be off topic anyway), or any of her words when she used no other kind.
  const carrying = vague ? qts : qts.filter((t) => !t.shaping && !t.story);
  const candidates = new Set<number>();
  for (const t of carrying)
    for (const [r] of t.reach) for (const i of index.postings.get(r) ?? []) candidates.add(i);
  // First the cheap part of each candidate's score (stage, topic, coverage); the costlier fit to each way of
  // asking is then worked out best-first, until no remaining candidate could reach the results.
  const scored: {
    doc: Doc;
    coverage: number;
    told: number;
    scale: number;
    topical: number;
    bonus: number;
  }[] = [];
  for (const i of candidates) {
    const doc = index.docs[i];
    if (!doc) continue;
    const factor =
      stageFactor(doc.entry, q, aboutBaby, namesBaby) *
      (aboutHer && BABY_TOPICS.has(doc.entry.topic) ? 0.8 : 1);
    if (factor === 0) continue;
    let covered = 0;
    let askedAbout = false;
    let carried = 0;
    for (const t of qts) {
      const inQuestion = reachIn(t, doc.questionTerms);
      const inBody = reachIn(t, doc.bodyTerms) * BODY_MATCH;
      covered += t.weight * Math.max(inQuestion, inBody);
      if (inQuestion > 0 && !t.shaping) askedAbout = true;
      if ((inQuestion > 0 || inBody > 0) && !t.shaping && !t.aside) carried += 1;
    }
    let told = 0;
    for (const t of story)
      told +=
        t.weight *
        Math.max(
          reachIn(t, doc.questionTerms),
          BODY_MATCH * reachIn(t, doc.bodyTerms),
        );
    // One shared word out of four or more that carry her question is a coincidence, not an answer.
    // Her circumstances ("ivf baby, 8 wks and so nauseous") are not among the words counted here.
    if (!vague && carrying.filter((t) => !t.aside).length >= 4 && carried < 2) continue;
    // An entry never asked about any of the words that carry her question ("feed" in "tips to get a newborn to
    // feed more often") is about something else, however many small words it shares: a different topic.
    const topical = askedAbout || vague ? 1 : OFF_TOPIC;
    scored.push({
      doc,
      coverage: covered / total,
      told: storyTotal ? (STORY_TIE * told) / storyTotal : 0,
      scale: factor,
      topical,
      bonus: doc.exact.has(exact) ? EXACT_BONUS : 0,
    });
  }
  // The bound leaves out the topic rule, which one sentence of the answer may lift (see below).
  const bound = (c: (typeof scored)[number]) => (0.5 + 0.5 * c.coverage) * (1 + c.told) * c.scale + c.bonus;
  scored.sort((a, b) => bound(b) - bound(a));
  const matches: AnswerMatch[] = [];
  for (const c of scored) {
    if (matches.length >= limit && bound(c) <= (matches[limit - 1]?.score ?? 0)) break;
    const { fit, sentence } = bestFit(index, c.doc, all, total);
    if (vague && fit < VAGUE_FIT) continue;
    // An entry whose questions share none of her telling words is about something else, unless one sentence
    // of its answer holds her question.
    const topical = sentence ? 1 : c.topical;
    const score = (0.5 * fit + 0.5 * c.coverage) * topical * (1 + c.told) * c.scale + c.bonus;
    matches.push({ entry: c.doc.entry, score, fit, coverage: c.coverage });
    matches.sort((a, b) => b.score - a.score);
  }
  return matches.slice(0, limit);
}
