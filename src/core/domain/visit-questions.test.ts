import { describe, expect, it } from 'vitest';
import { asVisitQuestion, VISIT_QUESTION_MAX } from './visit-questions.ts';

describe('a question she asked Zara, as a visit question', () => {
  it('keeps her words, with spaces tidied', () => {
    expect(asVisitQuestion('  Is   heartburn\nat night normal? ')).toBe('Is heartburn at night normal?');
    const exact = 'a'.repeat(VISIT_QUESTION_MAX);
    expect(asVisitQuestion(exact)).toBe(exact);
  });

  it('cuts a long message at a word, with an ellipsis, to fit', () => {
    const long = 'word '.repeat(150);
    const q = asVisitQuestion(long);
    expect(q.length).toBeLessThanOrEqual(VISIT_QUESTION_MAX);
    expect(q.endsWith('word…')).toBe(true);
    // One unbroken run is cut where it must be.
    const run = asVisitQuestion('x'.repeat(900));
    expect(run).toHaveLength(VISIT_QUESTION_MAX);
    expect(run.endsWith('x…')).toBe(true);
  });
});
