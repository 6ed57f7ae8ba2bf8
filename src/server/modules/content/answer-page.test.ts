import { describe, expect, it } from 'vitest';
import { testContent } from '../../testing/test-app.ts';
import { answerHref, answerPage } from './answer-page.ts';

const lib = testContent();
const byId = (id: string) => {
  const e = lib.answers.find((x) => x.id === id);
  if (!e) throw new Error(id);
  return e;
};

const byIdOrNull = (id: string) => lib.answers.find((x) => x.id === id) ?? null;

describe('an answer as its own page', () => {
  it('is the entry whole: its question, lead, every point, when to call and its sources', () => {
    const e = byId('preg-heartburn');
    const page = answerPage(lib, e);
    expect(page).toMatchObject({ id: e.id, question: e.question, lead: e.lead, whenToCall: e.whenToCall });
    expect(page.points).toEqual(e.points);
    expect(page.sources).toEqual(e.sources);
  });

  it('says the weeks a week note is for in words, for pregnancy and after the birth', () => {
    const note = (stage: 'pregnant' | 'postpartum', from: number, to: number) =>
      answerPage(lib, { ...byId('preg-heartburn'), weekNotes: [{ stage, weeks: { from, to }, text: 'x' }] })
        .weekNotes[0]?.when;
    expect(note('pregnant', 28, 42)).toBe('From 28 to 42 weeks');
    expect(note('pregnant', 24, 24)).toBe('At 24 weeks');
    expect(note('postpartum', 0, 0)).toBe('In the first week after the birth');
    expect(note('postpartum', 0, 12)).toBe('In the first 13 weeks after the birth');
    expect(note('postpartum', 6, 6)).toBe('6 weeks after the birth');
    expect(note('postpartum', 13, 26)).toBe('From 13 to 26 weeks after the birth');
  });

  it('links related answers to their pages and related articles to theirs, and drops nothing else', () => {
    const withBoth = lib.answers.find(
      (e) => e.related?.some((id) => lib.articleById.has(id)) && e.related.some((id) => byIdOrNull(id)),
    );
    expect(withBoth).toBeDefined();
    if (!withBoth) return;
    const page = answerPage(lib, withBoth);
    expect(page.related).toHaveLength(withBoth.related?.length ?? 0);
    expect(page.related.some((r) => r.href.startsWith('/learn/articles/'))).toBe(true);
    expect(page.related.some((r) => r.href.startsWith('/learn/answers/'))).toBe(true);
    expect(answerHref('baby-cord-care')).toBe('/learn/answers/baby-cord-care');
  });
});
