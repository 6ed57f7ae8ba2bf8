/**
 * What follows the first answer in the same chat bubble: a second question she asked in the same message, and
 * the direct answer of the entry next to hers. A good answer often carries a fact that the library keeps in
 * the neighbouring entry (what helps with sickness, and when it usually stops; a sleeping bag's tog, and the
 * room's temperature), and mothers often ask two things at once ("when can we have sex again? and can I get
 * pregnant while breastfeeding?"). Everything added is whole (whole points, never cut), within one bubble.
 */
import type { AnswerEntry } from '../../core/contracts/answers.ts';
import type { QueryTerm } from '../modules/content/answer-query.ts';
import { readQuery } from '../modules/content/answer-query.ts';
import {
  type AnswerIndex,
  type AnswerMatch,
  type AnswerQuery,
  ANSWER_SCORE,
  matchAnswers,
} from '../modules/content/answer-search.ts';

/** A second question's entry must fit its part of the message this well (0-1, as matchAnswers scores). */
const SECOND_SCORE = 0.55;
/** Her first question's entry, found this well on that question alone, answers it wherever the rest leads. */
const FIRST_PART_SCORE = 0.75;
/** The one question of a message whose whole finds no entry is answered on its own this well. */
const ALONE_SCORE = 0.6;
/** A neighbour of the same topic fits her message nearly as well as her entry: within this much. */
const NEIGHBOUR_GAP = 0.15;
const MAX_NEIGHBOURS = 2;
/** What one chat bubble holds comfortably: neighbours are added only while the whole answer stays within it. */
const BUBBLE_LENGTH = 2400;
/** A question that names what it asks about only by pointing back to her story ("is it ok to drink it?"). */
const POINTS_BACK = /\b(?:it|that|this)\s*[?!.]*\s*$/i;
/** A lead that sends her to someone (call, emergency, A&E) is never added as a neighbour's. */
const CALLS = /\b(?:call|phone|ring|contact|emergency|A&E|999|911|straight away|right away|urgent)/i;

/** The parts of an answer this module reads and extends (responder-answers.ts's LibraryAnswer). */
export interface Answered {
  content: string;
  passages: { title: string; text: string; href: string }[];
  suggestions: string[];
  also: AnswerEntry | null;
}

/** The sentences of her message that are none of its questions: the story told around them. */
function storyOf(message: string, parts: readonly string[]): string {
  return message
    .split(/(?<=[?!.])\s+|\n+/)
    .filter((sentence) => !parts.some((p) => sentence.includes(p) || p.includes(sentence.trim())))
    .join(' ')
    .trim();
}

export function createFollowOns(index: AnswerIndex, byId: ReadonlyMap<string, AnswerEntry>) {
  const docById = new Map(index.docs.map((d) => [d.entry.id, d]));

  /**
   * A second question answered after the first, as whole as the first (issue 13: never cut mid-list): its
   * question, its direct answer, her week's notes, every point and when to call.
   */
  function withSecond<T extends Answered>(first: T, entry: AnswerEntry, notes: readonly string[]): T {
    const points = entry.points.map((p) => `• ${p}`);
    const second = [`**${entry.question}**`, entry.lead, notes.join(' '), points.join('\n'), entry.whenToCall]
      .filter(Boolean)
      .join('\n\n');
    return {
      ...first,
      content: `${first.content}\n\n${second}`,
      passages: [
        ...first.passages,
        { title: entry.question, text: [entry.lead, ...entry.points, entry.whenToCall].join(' '), href: '' },
      ],
      suggestions: first.suggestions.filter((x) => x !== entry.question),
      also: entry,
    };
  }

  /** A part that names what it asks about in two words of its own ("and can I refreeze it" does not). */
  const standsAlone = (terms: readonly QueryTerm[]) =>
    terms.filter((t) => !t.shaping && !t.story && t.reach.length).length >= 2;

  /**
   * The best entry for each question of the message (questionParts) that stands alone, in the order asked. A part's
   * entry must also be among the entries closest to the whole message (`top`), unless it is her first question,
   * found very well on its own: "how am I supposed to clean it", after a question about the cord, is not about
   * cleaning breast pumps. Her first question, when it names nothing of its own ("what can I safely take for it"),
   * is read with the story told around it.
   */
  function partAnswers(
    message: string,
    parts: readonly string[],
    q: AnswerQuery,
    top: readonly AnswerMatch[],
  ): AnswerMatch[] {
    if (parts.length < 2) return [];
    const whole = new Map(top.map((m) => [m.entry.id, m.score]));
    const near = new Set(whole.keys());
    const out: AnswerMatch[] = [];
    parts.forEach((part, i) => {
      // The part's words are read once, for its entries and for whether it stands alone.
      const terms = readQuery(index, part, q.stage);
      // Only her first question may be answered from an entry far from the whole message: a later one is
      // scored only against the entries near the whole (the rest could never be chosen for it).
      // Only an entry found well enough to be a second question's is wanted of it (her first question's must be
      // found better still).
      const standing = standsAlone(terms);
      const found = matchAnswers(index, part, q, top.length, terms, i === 0 ? undefined : near, SECOND_SCORE);
      // A later question that names what it asks about in words of its own ("and i never got the whooping cough
      // jab, is it too late", after how often she sees the midwife) may have an entry far from the whole message,
      // whose words are mostly the earlier question's: when none near the whole fits it, its own entry, found very
      // well on it alone (as her first question's must be), is hers. The library is searched for this part only
      // then, with that bar pruning the search (iteration 45).
      if (i > 0 && !found.length && standing && out.length) {
        const [far] = matchAnswers(index, part, q, 1, terms, undefined, FIRST_PART_SCORE);
        if (far && !out.some((m) => m.entry.id === far.entry.id)) out.push(far);
        return;
      }
      const [alone] = found;
      // Her first question leans on nothing before it: found very well on its own, it is hers even when its
      // entry is far from the whole message ("is a prosecco at the wedding ok? and the smoked salmon?"); unless
      // it names nothing ("which is better") or names what it asks about only as "it" or "that" ("is it ok to
      // drink it?", after her mother's remedy).
      const names = terms.some((t) => !t.shaping && !t.story && t.reach.length);
      if (
        i === 0 &&
        alone &&
        alone.score >= FIRST_PART_SCORE &&
        names &&
        (standing || !POINTS_BACK.test(part))
      ) {
        out.push(alone);
        return;
      }
      // Her first question may point back into the story told before it ("heartburn every single night, i cant
      // sleep. what can i safely take for it and ..."): read with that story, it is answered as a whole message is.
      const story = i === 0 && !standing ? storyOf(message, parts) : '';
      if (!story && !standing) return;
      const candidates = story
        ? matchAnswers(index, `${story} ${part}`, q, top.length, undefined, near, ANSWER_SCORE)
        : found;
      // Otherwise a part may lean on the rest ("and how hot should the water be", after the bath): of the
      // entries near the whole message, the one that fits both the part and the whole best.
      let best: AnswerMatch | undefined;
      let bestFit = 0;
      for (const m of candidates) {
        const w = whole.get(m.entry.id);
        if (w === undefined) continue;
        if (m.score + w > bestFit) {
          best = m;
          bestFit = m.score + w;
        }
      }
      if (best && !out.some((m) => m.entry.id === best.entry.id)) out.push(best);
    });
    return out;
  }

  /**
   * The entry of the one question in a message that tells more than it asks, when that question names what it
   * asks about and its entry, near the whole message too, fits it as well as a second question must.
   */
  function ownAnswer(
    part: string,
    message: string,
    q: AnswerQuery,
    top: readonly AnswerMatch[],
    alone = false,
  ): AnswerMatch | null {
    if (part.trim() === message.trim()) return null;
    const terms = readQuery(index, part, q.stage);
    if (!terms.some((t) => !t.shaping && !t.story && t.reach.length)) return null;
    // Found very well on its own, it is hers wherever the rest leads, as her first question is (partAnswers);
    // where the whole message finds no entry, found well is enough ("is it even ok to go to the dentist while
    // pregnant?", after a chemist's antibiotics for a toothache).
    const [alone1] = matchAnswers(index, part, q, 1, terms, undefined, ALONE_SCORE);
    // Found well but not very well, its entry must also be one of the two the whole message comes nearest
    // ("do the coin work?", about a coin strapped on a belly button, is not about a swallowed coin).
    const leads = top.slice(0, 2).some((m) => m.entry.id === alone1?.entry.id);
    const enough = alone && leads ? ALONE_SCORE : FIRST_PART_SCORE;
    if (alone1 && alone1.score >= enough && !POINTS_BACK.test(part)) return alone1;
    if (alone || !standsAlone(terms)) return null;
    const near = new Set(top.map((m) => m.entry.id));
    // Her question's best entry, when near the whole message, is also its best of those.
    if (alone1 && near.has(alone1.entry.id)) return alone1;
    const [best] = matchAnswers(index, part, q, 1, terms, near, SECOND_SCORE);
    return best ?? null;
  }

  /** The entry of the first claim told beside her question that stands alone and is near the whole message. */
  function claimAnswer(
    claims: readonly string[],
    q: AnswerQuery,
    top: readonly AnswerMatch[],
  ): AnswerMatch | null {
    const near = new Set(top.map((m) => m.entry.id));
    for (const claim of claims) {
      const terms = readQuery(index, claim, q.stage);
      if (!standsAlone(terms)) continue;
      const [best] = matchAnswers(index, claim, q, 1, terms, near, SECOND_SCORE);
      if (best) return best;
    }
    return null;
  }

  /** Whether any telling word of hers reaches the terms `has` holds. */
  const speaksOf = (terms: readonly QueryTerm[], has: (r: string) => boolean) =>
    terms.some((t) => !t.shaping && t.reach.some(([r]) => has(r)));

  /**
   * The entries next to hers: her entry's related answers that her message speaks of at all (the writers' "what
   * mothers ask next"), then an entry of the same topic that fits her nearly as well and is asked about a
   * telling word of hers that her entry is not ("all day ... anything that helps" and when sickness stops; not
   * "how do I know if I am in labour" and who can be with me in labour, which share only "labour").
   */
  function neighbours(
    terms: readonly QueryTerm[],
    q: AnswerQuery,
    best: AnswerMatch,
    near: readonly AnswerMatch[],
  ): AnswerEntry[] {
    const mine = docById.get(best.entry.id);
    if (!mine) return [];
    const related = (best.entry.related ?? [])
      .map((id) => docById.get(id))
      .filter((d) => d !== undefined && speaksOf(terms, (r) => d.questionTerms.has(r) || d.bodyTerms.has(r)))
      .map((d) => d?.entry)
      .filter((e): e is AnswerEntry => e !== undefined && byId.has(e.id) && fitsStage(e, q));
    const close = near
      .filter(
        (m) =>
          m.entry.topic === best.entry.topic &&
          m.score >= Math.max(ANSWER_SCORE, best.score - NEIGHBOUR_GAP) &&
          terms.some(
            (t) =>
              !t.shaping &&
              t.reach.some(([r]) => docById.get(m.entry.id)?.questionTerms.has(r)) &&
              !t.reach.some(([r]) => mine.questionTerms.has(r)),
          ),
      )
      .map((m) => m.entry);
    const out: AnswerEntry[] = [];
    for (const e of [...related, ...close])
      if (e.id !== best.entry.id && !out.includes(e) && !CALLS.test(e.lead) && out.length < MAX_NEIGHBOURS)
        out.push(e);
    return out;
  }

  /** A related entry is added only at a stage it is written for (after the birth, never a pregnancy answer). */
  const fitsStage = (e: AnswerEntry, q: AnswerQuery) => q.stage === null || e.stages.includes(q.stage);

  /** The neighbours' questions and direct answers after hers, while the whole answer fits one bubble. */
  function withNeighbours<T extends Answered>(first: T, entries: readonly AnswerEntry[]): T {
    const fitting: AnswerEntry[] = [];
    let length = first.content.length;
    for (const e of entries) {
      length += e.question.length + e.lead.length + 8;
      if (length <= BUBBLE_LENGTH) fitting.push(e);
    }
    if (!fitting.length) return first;
    const asked = fitting.map((e) => e.question);
    return {
      ...first,
      content: [first.content, ...fitting.map((e) => `**${e.question}**\n\n${e.lead}`)].join('\n\n'),
      suggestions: [...asked, ...first.suggestions.filter((x) => !asked.includes(x))].slice(0, 3),
    };
  }

  return { withSecond, partAnswers, ownAnswer, claimAnswer, neighbours, withNeighbours };
}
