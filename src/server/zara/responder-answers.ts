/**
 * The built-in responder's use of the answer library (content/answers/): finding the entry that answers her
 * question, and writing it whole as a chat reply: the direct answer, what it means at her week (the entry's own
 * week notes, or a line of the week's data that speaks of the same thing), the points as a list, and when to
 * call. When nothing fits well enough, the closest questions are offered instead of a guess.
 */
import type { AnswerEntry } from '../../core/contracts/answers.ts';
import type { ChatLink } from '../../core/contracts/zara.ts';
import { SHAPING } from '../modules/content/answer-words.ts';
import {
  type AnswerIndex,
  BABY_TOPICS,
  type AnswerMatch,
  type AnswerQuery,
  answersMessage,
  asksAhead,
  buildAnswerIndex,
  matchAnswers,
  SUGGEST_SCORE,
} from '../modules/content/answer-search.ts';
import { answerHref } from '../modules/content/answer-page.ts';
import type { ContentLibrary } from '../modules/content/library.ts';
import { readQuery } from '../modules/content/answer-query.ts';
import { claimsOf, questionParts } from '../modules/content/question-parts.ts';
import { articleHref } from './responder-content.ts';
import { createFollowOns } from './responder-follow.ts';
import { splitSentences } from './responder-text.ts';

export { ANSWER_SCORE, SUGGEST_SCORE } from '../modules/content/answer-search.ts';
/**
 * Entries closest to her whole message that are looked at: a second question's entry must be among them, and
 * the first few after hers may be her answer's neighbours (responder-follow.ts).
 */
const NEAR = 8;
const NEIGHBOURS = 3;
/** How much a week line must share with the entry's question to be said: two words, telling ones together. */
const WEEK_LINE_WEIGHT = 6;
/** Topics where her week changes what is happening: only these take a line from the week's data. */
const WEEK_TOPICS = new Set<AnswerEntry['topic']>([
  'pregnancy-symptoms',
  'baby-movements',
  'antenatal-care',
  'recovery-after-birth',
  'newborn-sleep',
  'newborn-care',
]);
/** Topics about the baby: their week line comes from what the baby is doing that week. */
const BABY_WEEK_TOPICS = new Set<AnswerEntry['topic']>([...BABY_TOPICS, 'baby-movements', 'bottle-feeding']);

export interface LibraryAnswer {
  entry: AnswerEntry;
  match: AnswerMatch;
  content: string;
  links: ChatLink[];
  passages: { title: string; text: string; href: string }[];
  /** Questions of related entries, offered as buttons. */
  suggestions: string[];
  /** The entry that answers a second question in the same message, given after the first. */
  also: AnswerEntry | null;
}

export interface AnswerQuestion extends AnswerQuery {
  /** The baby's age in completed weeks, after the birth (newborn entries follow the baby, not her). */
  babyWeeks?: number | null;
}

export function createAnswerFinder(
  library: ContentLibrary,
  index: AnswerIndex = buildAnswerIndex(library.answers),
) {
  const byId = new Map(library.answers.map((e) => [e.id, e]));
  // What each entry whose topic takes a week line is about, and the terms of every line of the week's data,
  // worked out once with the finder (the library's own text), not while she waits for an answer.
  const aboutTerms = (e: AnswerEntry) =>
    new Set(index.terms([e.question, ...e.asked].join(' ')).filter((t) => !SHAPING.has(t)));
  const aboutOf = new Map(
    library.answers.filter((e) => WEEK_TOPICS.has(e.topic)).map((e) => [e.id, aboutTerms(e)]),
  );
  const lineTerms = new Map<string, readonly string[]>();
  for (const line of [
    ...library.weeks.flatMap((d) => [
      ...splitSentences(d.development),
      ...splitSentences(d.momChanges),
      ...d.zaraRecommends,
    ]),
    ...library.postpartumWeeks.flatMap((d) => [
      ...splitSentences(d.babyFocus),
      ...splitSentences(d.motherFocus),
      ...d.tips,
    ]),
  ])
    if (!lineTerms.has(line)) lineTerms.set(line, [...new Set(index.terms(line))]);

  /**
   * A line of her week's data that speaks of what the entry is about: words that say enough together
   * (not one common word), from the part of the week about the same person (her, or the baby).
   */
  function weekLine(entry: AnswerEntry, q: AnswerQuestion): string {
    if (q.week === null || q.stage === null || !WEEK_TOPICS.has(entry.topic)) return '';
    const about = aboutOf.get(entry.id) ?? aboutTerms(entry);
    const says = (line: string) => {
      const shared = (lineTerms.get(line) ?? [...new Set(index.terms(line))]).filter((t) => about.has(t));
      return shared.length < 2 ? 0 : shared.reduce((sum, t) => sum + index.weight(t), 0);
    };
    const pick = (lines: string[]) =>
      lines
        .map((line) => ({ line, weight: says(line) }))
        .filter((l) => l.weight >= WEEK_LINE_WEIGHT)
        .sort((a, b) => b.weight - a.weight)[0]?.line ?? '';
    const baby = BABY_WEEK_TOPICS.has(entry.topic);
    if (q.stage === 'pregnant') {
      const d = library.weeks.find((w) => w.week === q.week);
      if (!d) return '';
      const line = pick(
        baby ? splitSentences(d.development) : [...splitSentences(d.momChanges), ...d.zaraRecommends],
      );
      return line ? `At ${String(q.week)} weeks: ${line}` : '';
    }
    const d = library.postpartumWeeks.find((w) => w.week === Math.min(13, Math.max(0, q.week ?? 0)));
    if (!d) return '';
    const line = pick(
      baby ? [...splitSentences(d.babyFocus), ...d.tips] : [...splitSentences(d.motherFocus), ...d.tips],
    );
    if (!line) return '';
    return q.week === 0
      ? `In your first week after the birth: ${line}`
      : `${String(q.week)} weeks after the birth: ${line}`;
  }

  function weekNotes(entry: AnswerEntry, q: AnswerQuestion): string[] {
    if (q.week === null || q.stage === null) return [];
    // The baby's own age (corrected, for a baby born early) decides notes about the baby.
    const week = q.stage === 'postpartum' && BABY_TOPICS.has(entry.topic) ? (q.babyWeeks ?? q.week) : q.week;
    return (entry.weekNotes ?? [])
      .filter((n) => n.stage === q.stage && week >= n.weeks.from && week <= n.weeks.to)
      .map((n) => n.text);
  }

  function render(entry: AnswerEntry, match: AnswerMatch, q: AnswerQuestion): LibraryAnswer {
    const notes = weekNotes(entry, q);
    const week = notes.length ? notes.join(' ') : weekLine(entry, q);
    const points = entry.points.map((p) => `• ${p}`).join('\n');
    // The question it answers comes first, so she sees at once which question this is.
    const content = [`**${entry.question}**`, entry.lead, week, points, entry.whenToCall]
      .filter(Boolean)
      .join('\n\n');
    // Where the answer came from first (the whole answer with its sources), then up to two articles to read.
    const links: ChatLink[] = [
      { title: entry.question, href: answerHref(entry.id) },
      ...(entry.related ?? [])
        .map((id) => library.articleById.get(id))
        .filter((a) => a !== undefined)
        .slice(0, 2)
        .map((a) => ({ title: a.title, href: articleHref(a.id) })),
    ];
    const suggestions = (entry.related ?? [])
      .map((id) => byId.get(id))
      .filter((e): e is AnswerEntry => e !== undefined && fitsStage(e, q))
      .slice(0, 3)
      .map((e) => e.question);
    return {
      entry,
      match,
      content,
      links,
      passages: [
        {
          title: entry.question,
          text: [entry.lead, ...entry.points, entry.whenToCall].join(' '),
          href: answerHref(entry.id),
        },
      ],
      suggestions,
      also: null,
    };
  }

  const follow = createFollowOns(index, byId);

  const fitsStage = (e: AnswerEntry, q: AnswerQuestion) =>
    q.stage === null || q.stage === 'pregnant' || e.stages.includes('postpartum');

  /**
   * The entries closest to the last message answered (at least 1 + NEIGHBOURS of them, best first), so that
   * "did you mean" after no answer reads the same message once, not twice: the same reply's work, not a cache
   * of answers.
   */
  let last: {
    message: string;
    stage: AnswerQuestion['stage'];
    week: number | null;
    top: AnswerMatch[];
  } | null = null;

  return {
    index,
    /** The entry that answers her question, written for her week, or null when none fits well enough. */
    answer(message: string, asked: AnswerQuestion): LibraryAnswer | null {
      // Asked ahead about after the birth in one part, the whole message says so for every part.
      const q = { ...asked, ahead: asked.ahead ?? asksAhead(message) };
      const terms = readQuery(index, message, q.stage);
      const parts = questionParts(message);
      // A message of one question needs only her entry and its neighbours; of two, the entries near the whole.
      const top = matchAnswers(index, message, q, parts.length > 1 ? NEAR : 1 + NEIGHBOURS, terms);
      last = { message, stage: q.stage, week: q.week, top };
      const best = top[0];
      const whole = best && answersMessage(terms.length, best, top[1]) ? best : null;
      // Two questions in one message, each with its own entry: both are answered, in the order asked.
      const [one, two] = follow.partAnswers(message, parts, q, top);
      if (one && two) return follow.withSecond(render(one.entry, one, q), two.entry, weekNotes(two.entry, q));
      // One question asked beside a story: the question's own entry, when it names what it asks about.
      const own = parts.length === 1 ? follow.ownAnswer(parts[0] ?? '', message, q, top, !whole) : null;
      let first: LibraryAnswer | null = null;
      if (!whole) {
        const alone = one ?? own;
        first = alone ? render(alone.entry, alone, q) : null;
      } else {
        const next = follow
          .neighbours(terms, q, whole, top.slice(1, 1 + NEIGHBOURS))
          .filter((e) => e.id !== own?.entry.id);
        first = follow.withNeighbours(render(whole.entry, whole, q), next);
        // When the story is a question of its own (a relative's claim, "the chemist gave me folic acid but my
        // MIL says no need"), the whole message's entry comes first, then the question's own.
        if (own && own.entry.id !== whole.entry.id)
          return follow.withSecond(first, own.entry, weekNotes(own.entry, q));
      }
      // A relative's claim told beside her one question is answered after it, from its own entry.
      const claim = first ? follow.claimAnswer(claimsOf(message, parts), q, top) : null;
      if (
        first &&
        claim &&
        claim.entry.id !== first.entry.id &&
        !first.content.includes(claim.entry.question)
      )
        return follow.withSecond(first, claim.entry, weekNotes(claim.entry, q));
      return first;
    },
    /** The closest questions in the library, for "did you mean". */
    closest(message: string, q: AnswerQuestion, n = 3): string[] {
      const same =
        last &&
        last.message === message &&
        last.stage === q.stage &&
        last.week === q.week &&
        n <= last.top.length;
      return (same && last ? last.top.slice(0, n) : matchAnswers(index, message, q, n))
        .filter((m) => m.score >= SUGGEST_SCORE)
        .map((m) => m.entry.question);
    },
    matches: (message: string, q: AnswerQuestion, n = 5) => matchAnswers(index, message, q, n),
  };
}

export type AnswerFinder = ReturnType<typeof createAnswerFinder>;
