/**
 * One answer-library entry as its own page (/learn/answers/:id): what Zara said in the chat, whole, with its
 * sources, so an answer always links to where it came from (issue 13). Week notes say the weeks they are for.
 */
import type { AnswerEntry } from '../../../core/contracts/answers.ts';
import type { AnswerResponse } from '../../../core/contracts/content.ts';
import type { ContentLibrary } from './library.ts';

export const answerHref = (id: string) => `/learn/answers/${id}`;

function weeksInWords(n: NonNullable<AnswerEntry['weekNotes']>[number]): string {
  const { from, to } = n.weeks;
  if (n.stage === 'pregnant')
    return from === to ? `At ${String(from)} weeks` : `From ${String(from)} to ${String(to)} weeks`;
  if (from === 0 && to === 0) return 'In the first week after the birth';
  if (from === to) return `${String(from)} weeks after the birth`;
  return from === 0
    ? `In the first ${String(to + 1)} weeks after the birth`
    : `From ${String(from)} to ${String(to)} weeks after the birth`;
}

export function answerPage(lib: ContentLibrary, entry: AnswerEntry): AnswerResponse {
  const related = (entry.related ?? []).flatMap((id) => {
    const answer = lib.answers.find((e) => e.id === id);
    if (answer) return [{ title: answer.question, href: answerHref(answer.id) }];
    const article = lib.articleById.get(id);
    return article ? [{ title: article.title, href: `/learn/articles/${article.id}` }] : [];
  });
  return {
    id: entry.id,
    question: entry.question,
    lead: entry.lead,
    points: entry.points,
    weekNotes: (entry.weekNotes ?? []).map((n) => ({ when: weeksInWords(n), text: n.text })),
    whenToCall: entry.whenToCall,
    sources: entry.sources,
    related,
  };
}
