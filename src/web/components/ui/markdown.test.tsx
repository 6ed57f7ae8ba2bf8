// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdown } from './markdown.tsx';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const md = '## Eating well\n\nFirst line\nsecond line.\n\n- one\n- **two**\n\n1. a\n2. b\n### Small';
    expect(parseMarkdown(md)).toEqual([
      { kind: 'h2', text: 'Eating well' },
      { kind: 'p', text: 'First line second line.' },
      { kind: 'ul', items: ['one', '**two**'] },
      { kind: 'ol', items: ['a', 'b'] },
      { kind: 'h3', text: 'Small' },
    ]);
  });

  it("reads Zara's '•' bullets as a list", () => {
    expect(parseMarkdown('What helps:\n• rest\n• fluids')).toEqual([
      { kind: 'p', text: 'What helps:' },
      { kind: 'ul', items: ['rest', 'fluids'] },
    ]);
  });

  it('ends a paragraph where a list starts without a blank line', () => {
    expect(parseMarkdown('Things to pack:\n- socks\n- snacks')).toEqual([
      { kind: 'p', text: 'Things to pack:' },
      { kind: 'ul', items: ['socks', 'snacks'] },
    ]);
  });
});

describe('Markdown', () => {
  it('renders bold as <strong> and never renders HTML from the text', () => {
    const { container } = render(<Markdown source={'Hello **world** <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('world');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
