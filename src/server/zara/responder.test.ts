import { describe, expect, it } from 'vitest';
import { triage } from '../../core/domain/triage.ts';
import { buildIndex } from '../modules/content/search.ts';
import { testContent } from '../testing/test-app.ts';
import { RESPONDER_CASES } from './responder-cases.ts';
import { createResponder } from './responder.ts';

const library = testContent();
const responder = createResponder(library, buildIndex(library));

describe('built-in responder: everyday questions', () => {
  it('has at least 70 cases', () => expect(RESPONDER_CASES.length).toBeGreaterThanOrEqual(70));

  it.each(RESPONDER_CASES.map((c) => [c.message, c] as const))('%s', (_m, c) => {
    const t = triage(c.message, { stage: c.stage, week: c.week });
    expect(t.level, 'these are routine questions').toBe('routine');
    const out = responder.respond({
      message: c.message,
      stage: c.stage,
      week: c.week,
      triage: t,
      country: 'GB',
    });
    const content = out.content.toLowerCase();
    if (c.kind) expect(out.kind).toBe(c.kind);
    for (const p of c.mustContain) expect(content, `"${p}" in:\n${out.content}`).toContain(p.toLowerCase());
    for (const p of c.mustNotContain ?? []) expect(content).not.toContain(p.toLowerCase());
    if (c.opensWith) expect(out.content.split('\n\n')[0]?.toLowerCase()).toContain(c.opensWith.toLowerCase());
    if (c.link) expect(out.links.map((l) => l.href)).toContain(c.link);
    // Every link points at something that exists.
    for (const l of out.links) {
      const article = /^\/learn\/articles\/(.+)$/.exec(l.href);
      if (article) expect(library.articleById.has(article[1] ?? '')).toBe(true);
    }
  });
});
