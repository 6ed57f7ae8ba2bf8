/**
 * The built-in responder's use of the answer library (content/answers/): finding the entry that answers her
 * question, and writing it whole as a chat reply: the direct answer, what it means at her week (the entry's own
 * week notes, or a line of the week's data that speaks of the same thing), the points as a list, and when to
 * call. When nothing fits well enough, the closest questions are offered instead of a guess.
 */
import type { AnswerEntry } from '../../core/contracts/answers.ts';
import type { ChatLink } from '../../core/contracts/zara.ts';
import { answerTerms, SHAPING } from '../modules/content/answer-words.ts';
import {
  type AnswerIndex,
  BABY_TOPICS,
  type AnswerMatch,
  type AnswerQuery,
  buildAnswerIndex,
  matchAnswers,
} from '../modules/content/answer-search.ts';
import type { ContentLibrary } from '../modules/content/library.ts';
import { readQuery } from '../modules/content/answer-query.ts';
import { questionParts } from '../modules/content/question-parts.ts';
import { articleHref } from './responder-content.ts';
import { splitSentences } from './responder-text.ts';

/**
 * Scores (0-1, see answer-search.ts) above which an entry answers her, and above which an entry is close
 * enough to offer as a question she may have meant. Set on the library's own ways of asking, each left out
 * of the index in turn (answers.test.ts), and on the question sets already run.
 */
export const ANSWER_SCORE = 0.5;
export const SUGGEST_SCORE = 0.25;
/** A second question in the same message is answered only when its entry fits it this well on its own. */
export const SECOND_SCORE = 0.55;
/** The second answer's points stop before this many characters, so both answers fit the chat bubble. */
const SECOND_POINTS_LENGTH = 600;
/** How many of the entries closest to the whole message a part's entry must be among. */
const WHOLE_NEAR = 8;
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

  /**
   * A line of her week's data that speaks of what the entry is about: words that say enough together
   * (not one common word), from the part of the week about the same person (her, or the baby).
   */
  function weekLine(entry: AnswerEntry, q: AnswerQuestion): string {
    if (q.week === null || q.stage === null || !WEEK_TOPICS.has(entry.topic)) return '';
    const about = new Set(
      answerTerms([entry.question, ...entry.asked].join(' ')).filter((t) => !SHAPING.has(t)),
    );
    const says = (line: string) => {
      const shared = [...new Set(answerTerms(line))].filter((t) => about.has(t));
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
    const links: ChatLink[] = (entry.related ?? [])
      .map((id) => library.articleById.get(id))
      .filter((a) => a !== undefined)
      .slice(0, 2)
      .map((a) => ({ title: a.title, href: articleHref(a.id) }));
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
          href: links[0]?.href ?? '',
        },
      ],
      suggestions,
      also: null,
    };
  }

  /**
   * A second question answered after the first: its question, its direct answer, its first points as they fit
   * (whole points, never cut) and when to call. Its other points are a tap away, as a suggested question.
   */
  function withSecond(first: LibraryAnswer, entry: AnswerEntry, q: AnswerQuestion): LibraryAnswer {
    const points: string[] = [];
    let length = 0;
    for (const p of entry.points) {
      if (points.length >= 2 && length + p.length > SECOND_POINTS_LENGTH) break;
      points.push(`• ${p}`);
      length += p.length;
    }
    const notes = weekNotes(entry, q);
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
      suggestions: [entry.question, ...first.suggestions.filter((x) => x !== entry.question)].slice(0, 3),
      also: entry,
    };
  }

  /** A part that names what it asks about in two words of its own ("and can I refreeze it" does not). */
  const standsAlone = (part: string, q: AnswerQuestion) =>
    readQuery(index, part, q.stage).filter((t) => !t.shaping && !t.story && t.reach.length).length >= 2;

  /** The best entry for each question of the message that stands alone, in the order she asked them. */
  function partAnswers(message: string, q: AnswerQuestion): AnswerMatch[] {
    const parts = questionParts(message);
    if (parts.length < 2) return [];
    // A part's entry must also be among the closest to the whole message: "how am I supposed to clean it",
    // after a question about the cord, is not about cleaning breast pumps.
    const near = new Set(matchAnswers(index, message, q, WHOLE_NEAR).map((m) => m.entry.id));
    const out: AnswerMatch[] = [];
    for (const part of parts) {
      if (!standsAlone(part, q)) continue;
      const [best] = matchAnswers(index, part, q, 1);
      if (!best || best.score < SECOND_SCORE || !near.has(best.entry.id)) continue;
      if (!out.some((m) => m.entry.id === best.entry.id)) out.push(best);
    }
    return out;
  }

  const fitsStage = (e: AnswerEntry, q: AnswerQuestion) =>
    q.stage === null || q.stage === 'pregnant' || e.stages.includes('postpartum');

  return {
    index,
    /** The entry that answers her question, written for her week, or null when none fits well enough. */
    answer(message: string, q: AnswerQuestion): LibraryAnswer | null {
      const [best] = matchAnswers(index, message, q, 1);
      const whole = best && best.score >= ANSWER_SCORE ? best : null;
      // Two questions in one message, each with its own entry: both are answered, in the order asked.
      const [one, two] = partAnswers(message, q);
      if (one && two) return withSecond(render(one.entry, one, q), two.entry, q);
      return whole ? render(whole.entry, whole, q) : one ? render(one.entry, one, q) : null;
    },
    /** The closest questions in the library, for "did you mean". */
    closest(message: string, q: AnswerQuestion, n = 3): string[] {
      return matchAnswers(index, message, q, n)
        .filter((m) => m.score >= SUGGEST_SCORE)
        .map((m) => m.entry.question);
    },
    matches: (message: string, q: AnswerQuestion, n = 5) => matchAnswers(index, message, q, n),
  };
}

export type AnswerFinder = ReturnType<typeof createAnswerFinder>;
