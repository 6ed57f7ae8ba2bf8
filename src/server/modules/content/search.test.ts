/**
 * Search finds the right article or FAQ for everyday questions (./search-cases.ts), ranks title above summary
 * above body, filters by chip, and stays fast with typos.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../core/contracts/content.ts';
import { terms, withinDistance } from '../../../core/domain/text-search.ts';
import { testContent } from '../../testing/test-app.ts';
import { SEARCH_CASES, TYPO_CASES } from './search-cases.ts';
import { buildIndex, createIndex, search } from './search.ts';
import { prefixCompletions, typoNeighbours } from './typo-index.ts';

const lib = testContent();
const index = buildIndex(lib);

describe('search finds the right article for everyday questions', () => {
  it.each([...SEARCH_CASES, ...TYPO_CASES])('%s', (query, expected) => {
    const top = search(index, query, { limit: 3 }).map((r) => r.id);
    expect(
      top.some((id) => expected.includes(id)),
      `top 3 for "${query}": ${top.join(', ')}`,
    ).toBe(true);
  });

  it('ranks a title match above a body-only match', () => {
    const [first] = search(index, 'heartburn');
    expect(first?.title.some((run) => run.match)).toBe(true);
  });

  it('highlights what matched, as text runs that rebuild the original', () => {
    const [first] = search(index, 'morning sickness');
    expect(first?.title.map((r) => r.text).join('')).toMatch(/Morning sickness/i);
    expect(first?.title.filter((r) => r.match).map((r) => r.text.toLowerCase())).toEqual(
      expect.arrayContaining(['morning', 'sickness']),
    );
  });

  it('filters by chip, questions included, and returns nothing for nonsense or stop words only', () => {
    const baby = search(index, 'sleep', { category: 'baby' });
    expect(baby.every((r) => r.chip === 'baby')).toBe(true);
    // FAQ categories differ from the chips; each maps to one, so a chip keeps its questions.
    expect(baby.some((r) => r.type === 'faq' && r.id === 'safe-sleep-for-baby')).toBe(true);
    const emotional = search(index, 'baby blues', { category: 'emotional' });
    expect(emotional.map((r) => r.id)).toEqual(
      expect.arrayContaining(['baby-blues-and-postnatal-depression', 'what-are-the-baby-blues']),
    );
    expect(search(index, 'qwxzzv')).toEqual([]);
    expect(search(index, 'the and of')).toEqual([]);
  });
});

/** Where the query's words first appear in a result: 0 title, 1 summary, 2 body only. */
function tierOf(r: SearchResult): number {
  if (r.title.some((run) => run.match)) return 0;
  const doc = r.type === 'article' ? lib.articles.find((a) => a.id === r.id) : undefined;
  if (doc && terms(doc.summary).some((t) => matchedTerms(r).has(t))) return 1;
  return 2;
}
const matchedTerms = (r: SearchResult) =>
  new Set([...r.title, ...r.snippet].filter((run) => run.match).flatMap((run) => terms(run.text)));

describe('ranking and results', () => {
  it.each(['heartburn', 'induction', 'sleep', 'movements', 'bleeding', 'feeding', 'anxiety', 'scan'])(
    'ranks title matches above summary matches above body-only matches across the results for "%s"',
    (q) => {
      const tiers = search(index, q, { limit: 50 }).map(tierOf);
      expect(new Set(tiers).size, `"${q}" should match in more than one field`).toBeGreaterThan(1);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    },
  );

  it('a question result carries its whole answer, so it can open in place', () => {
    const faq = search(index, 'can i eat sushi').find((r) => r.type === 'faq');
    const source = lib.faqs.find((f) => f.id === faq?.id);
    expect(faq?.answer).toBe(source?.answer);
    expect(search(index, 'heartburn').find((r) => r.type === 'article')?.answer).toBeUndefined();
  });

  it('finds typo neighbours from its deletion index exactly as comparing every word would', () => {
    const vocabulary = [...index.postings.keys()];
    for (const word of ['hospitl', 'ankels', 'contractons', 'diabetis', 'depresion', 'matrnity', 'babby']) {
      const max = word.length >= 8 ? 2 : 1;
      const brute = vocabulary.filter((v) => v !== word && withinDistance(word, v, max));
      const found = typoNeighbours(index.typos, word, max, 1000);
      expect(new Set(found), word).toEqual(new Set(brute));
    }
    expect(prefixCompletions(index.typos, 'hospi', 100)).toEqual(
      expect.arrayContaining(vocabulary.filter((v) => v.startsWith('hospi') && v !== 'hospi')),
    );
  });

  // Its speed with typo-heavy questions is measured by npm run bench (the search in process, typo queries).
  it('answers typo-heavy questions and keeps its expansion cache bounded', () => {
    const fresh = createIndex(lib);
    for (const [q] of TYPO_CASES) expect(search(fresh, q).length, q).toBeGreaterThan(0);
    for (let i = 0; i < 6000; i++) search(fresh, `zq${i.toString(36)}x`);
    expect(fresh.expansions.size).toBeLessThanOrEqual(5000);
  });
});

describe('several-word questions rank by relevance', () => {
  it('"can I have sex while pregnant" leads with the article about sex in pregnancy', () => {
    // Bodies that merely say "pregnant" and "while" must not crowd out the article whose title answers.
    expect(search(index, 'can I have sex while pregnant', { limit: 3 })[0]?.id).toBe(
      'sex-and-intimacy-in-pregnancy',
    );
  });
});
