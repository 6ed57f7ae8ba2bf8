/**
 * Her questions for her midwife (docs/product.md, "Doctor Visit Toolkit"): their limits, the words for one already
 * on her list, and how a question she asked Zara becomes one. Free of the validation library, so the screens that
 * offer "Add to my visit questions" load nothing more for it.
 */

export const VISIT_QUESTION_MAX = 500;
/** Enough for any list; a guard against a runaway client, not a limit she should ever meet. */
export const VISIT_QUESTIONS_MAX = 100;
/** The 409's words for the same open question twice (the web tells "already listed" from a full list by them). */
export const QUESTION_ALREADY_LISTED = 'This question is already on your list';

/** Where a question came from: her own, a Zara reply, an article, a symptom log. */
export const QUESTION_SOURCES = ['own', 'zara', 'article', 'symptom-log'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

/**
 * Her message to Zara as a visit question: spaces tidied, and a message longer than a question may be cut at a
 * word with an ellipsis (she can edit it in the toolkit).
 */
export function asVisitQuestion(message: string): string {
  const t = message.trim().replace(/\s+/g, ' ');
  if (t.length <= VISIT_QUESTION_MAX) return t;
  const cut = t.slice(0, VISIT_QUESTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > VISIT_QUESTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}
