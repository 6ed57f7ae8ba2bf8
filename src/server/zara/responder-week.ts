/**
 * Her week, from the content library's week data: the one-line reminder Zara opens with, and the answer to
 * "what is happening with my baby this week?" (or "with my body"), for pregnancy weeks and the weeks after
 * the birth. Pregnancy answers link to that week of the journey screen.
 */
import type { PostpartumWeek, PregnancyWeek } from '../../core/contracts/content.ts';
import type { ChatLink } from '../../core/contracts/zara.ts';
import type { ContentLibrary } from '../modules/content/library.ts';
import { firstSentences } from './responder-text.ts';

/** Asking about her baby now, or her body now (normalised text). */
const WEEK_QUESTION =
  /\b(?:(?:whats|what is|what s) (?:happening|going on|new) (?:with|to|for|in) (?:my |the )?(?:baby|body|me|bump|little one)|how (?:is|s) (?:my |the )?(?:baby|little one|bump) (?:doing|developing|growing|getting on)|how (?:is|s) (?:my |the )?(?:baby|little one) (?:now|at the moment|this week)|how big is (?:my |the )?baby)\b/;
/** "This week" or "week 30" about what happens, the baby or her body ("what should I eat this week" is not). */
const THIS_WEEK = /\b(?:this week|(?:at|in|for) week \d+|week \d+)\b/;
const ABOUT_THE_WEEK =
  /\b(?:happen|happens|happening|expect|baby|babys|body|develop|developing|development|size|grow|growing|changes|changing)\b/;
export const isWeekQuestion = (text: string) =>
  WEEK_QUESTION.test(text) || (THIS_WEEK.test(text) && ABOUT_THE_WEEK.test(text));
/**
 * Asking what is happening now in so many words ("how big is my baby"): the week answers it even when an
 * answer-library entry shares its words. "This week" in passing ("it's boiling hot this week, should I give
 * my 8 week old water") is answered by the week only when the library has nothing.
 */
export const isPlainWeekQuestion = (text: string) => WEEK_QUESTION.test(text);
/** The question is about her own body rather than the baby. */
const BODY = /\b(?:my body|body|me|mum|myself|my changes|changes in me)\b/;

export interface WeekAnswer {
  content: string;
  links: ChatLink[];
  passages: { title: string; text: string; href: string }[];
}

export function createWeekData(library: ContentLibrary) {
  const pregnancy = (w: number): PregnancyWeek | undefined => library.weeks.find((x) => x.week === w);
  const postpartum = (w: number): PostpartumWeek | undefined =>
    library.postpartumWeeks.find((x) => x.week === Math.min(13, Math.max(0, w)));
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

  function line(stage: 'pregnant' | 'postpartum' | null, week: number | null): string {
    if (stage === 'pregnant' && week !== null) {
      const d = pregnancy(week);
      return d
        ? `At ${String(week)} weeks, your baby is about the size of ${d.babySizeComparison} (${lower(d.babySize)}).`
        : `You're ${String(week)} weeks along.`;
    }
    if (stage === 'postpartum' && week !== null)
      return week === 0
        ? "You're in your first week after the birth."
        : `You're ${String(week)} week${week === 1 ? '' : 's'} after the birth.`;
    return '';
  }

  function answer(
    text: string,
    stage: 'pregnant' | 'postpartum' | null,
    week: number | null,
  ): WeekAnswer | null {
    if (week === null || !isWeekQuestion(text)) return null;
    const aboutBody = BODY.test(text) && !/\bbaby\b/.test(text);
    if (stage === 'pregnant') {
      const d = pregnancy(week);
      if (!d) return null;
      const href = `/journey/${String(week)}`;
      const baby = `${line(stage, week)} ${d.development}`;
      const body = `Your body: ${d.momChanges}`;
      const parts = aboutBody ? [body, baby] : [baby, body];
      return {
        content: [...parts, `This week's milestone: ${d.milestone}`].join('\n\n'),
        links: [{ title: `Week ${String(week)} of your journey`, href }],
        passages: [{ title: `Week ${String(week)}`, text: `${d.development} ${d.momChanges}`, href }],
      };
    }
    if (stage === 'postpartum') {
      const d = postpartum(week);
      if (!d) return null;
      const baby = `Your baby: ${firstSentences(d.babyFocus, 3)}`;
      const mother = `You: ${firstSentences(d.motherFocus, 3)}`;
      return {
        content: [line(stage, week), ...(aboutBody ? [mother, baby] : [baby, mother])].join('\n\n'),
        links: [],
        passages: [{ title: d.title, text: `${d.babyFocus} ${d.motherFocus}`, href: '' }],
      };
    }
    return null;
  }

  return { line, answer, pregnancy };
}
