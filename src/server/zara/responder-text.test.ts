import { describe, expect, it } from 'vitest';
import type { Article } from '../../core/contracts/content.ts';
import { terms } from '../../core/domain/text-search.ts';
import { bigrams, renderSection, sectionsOf, splitSentences } from './responder-text.ts';

const article = (body: string) => ({ id: `t-${String(body.length)}`, title: 'Test', body }) as Article;

describe('responder text', () => {
  it('splits sentences without breaking decimals or dropping words', () => {
    const text =
      'Call now if you have a fever of 38 C (100.4 F) or higher. Rest when you can. Use e.g. a pillow. It helps.';
    expect(splitSentences(text)).toEqual([
      'Call now if you have a fever of 38 C (100.4 F) or higher.',
      'Rest when you can.',
      'Use e.g. a pillow.',
      'It helps.',
    ]);
    expect(splitSentences(text).join(' ')).toBe(text);
  });

  it('keeps a list as a list, with its lead-in, and the items that answer the question', () => {
    const a = article(
      'Intro.\n\n## The warning signs\n\nFrom 20 weeks, look out for:\n- **a severe headache**\n- changes in your vision\n\n## After birth\n\nIt can start later.',
    );
    const [intro, signs, after] = sectionsOf(a);
    expect(intro?.heading).toBe('');
    expect(signs?.heading).toBe('The warning signs');
    expect(after?.heading).toBe('After birth');
    expect(signs && renderSection(signs)).toBe(
      'From 20 weeks, look out for:\n• a severe headache\n• changes in your vision',
    );
    const many = article(
      `## Tips\n\n${Array.from({ length: 9 }, (_, i) => `- tip ${String(i)}`).join('\n')}\n- smile more`,
    );
    const tips = sectionsOf(many)[0];
    expect(tips && renderSection(tips, terms('smile'))).toContain('• smile more');
  });

  it('pairs neighbouring words, so "milk come" finds "your milk comes in"', () => {
    expect(bigrams('Your milk comes in a few days after birth').has('milk come')).toBe(true);
  });
});
