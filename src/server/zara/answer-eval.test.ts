/**
 * The question sets already run (fixtures/answer-sets: written blind by outside writers, first-run figures in
 * docs/answer-evaluation.md) and the helper's own dev set are kept answered: each at least as well as now,
 * under 5% "I don't know", and no routine answer about another topic for safe sleep, a baby's fever,
 * medicines or feeding. Also the scorer itself.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../modules/content/search.ts';
import { testContent } from '../testing/test-app.ts';
import {
  askOne,
  type EvalSet,
  evalSetSchema,
  KEY_TOPICS,
  readAnswerSets,
  readEvalSet,
  runSet,
  summarise,
} from './answer-eval.ts';
import { FLOOR, LIBRARY_FLOOR } from './answer-eval-floors.ts';
import { createResponder } from './responder.ts';

const library = testContent();
const responder = createResponder(library, buildIndex(library));
const dir = join(import.meta.dirname, 'fixtures');
const sets: EvalSet[] = [...readAnswerSets(), readEvalSet(join(dir, 'dev-set.json'))];

// The answer index is built once, before the first set, so no one set's time limit pays for it (on a loaded
// machine the build alone nears the limit).
beforeAll(() => responder.warm(), 120_000);

describe('question sets already run', () => {
  it.each(sets.map((s) => [s.set, s] as const))('%s stays answered', async (_id, set) => {
    const results = await runSet(library, set, responder);
    const s = summarise(results);
    const failures = results
      .filter((r) => r.missing.length || r.dontKnow || r.offTopic)
      .map((r) => `${r.question.id}: ${r.question.question} -> ${r.answer.slice(0, 160)}`);
    expect(s.allFacts, failures.join('\n')).toBeGreaterThanOrEqual(FLOOR[set.set] ?? s.total);
    expect(s.dontKnow / s.total).toBeLessThan(0.05);
    const offTopic = results.filter(
      (r) =>
        r.offTopic && r.urgency === 'routine' && (KEY_TOPICS as readonly string[]).includes(r.question.topic),
    );
    expect(offTopic.map((r) => r.question.question)).toEqual([]);
  });
});

describe('the library alone, without the triage', () => {
  const routine = { level: 'routine' as const, signs: [], reason: '', mentioned: [] };
  it.each(sets.filter((s) => s.set in LIBRARY_FLOOR).map((s) => [s.set, s] as const))(
    '%s is answered with all its facts by the library',
    (_id, set) => {
      const missing = set.questions.filter((q) => {
        const { content } = responder.respond({
          message: q.question,
          stage: q.stage,
          week: q.week,
          triage: routine,
          country: 'GB',
        });
        return q.facts.some((f) => !f.accept.some((p) => new RegExp(p, 'i').test(content)));
      });
      const answered = set.questions.length - missing.length;
      expect(answered, missing.map((q) => `${q.id}: ${q.question}`).join('\n')).toBeGreaterThanOrEqual(
        LIBRARY_FLOOR[set.set] ?? set.questions.length,
      );
    },
  );
});

describe('the scorer', () => {
  const question = {
    id: 'x1',
    question: 'how much caffeine can I have when pregnant',
    stage: 'pregnant' as const,
    week: 12,
    topic: 'food-drink',
    facts: [{ fact: 'under 200 mg a day', accept: ['200 ?mg'] }],
    topicWords: ['caffeine|coffee'],
  };

  it('counts a fact when any accepted wording matches, case-insensitively', async () => {
    const r = await askOne(responder, question);
    expect(r.missing).toEqual([]);
    expect(r.dontKnow).toBe(false);
    expect(r.offTopic).toBe(false);
    const strict = await askOne(responder, {
      ...question,
      facts: [{ fact: 'no such fact', accept: ['zebra crossing'] }],
      topicWords: ['ZEBRA'],
    });
    expect(strict.missing).toEqual(['no such fact']);
    expect(strict.offTopic).toBe(true);
  });

  it('counts an unsure reply as "I don\'t know", not as off topic', async () => {
    const r = await askOne(responder, {
      ...question,
      question: 'what is the capital of France',
      topicWords: ['France'],
    });
    expect(r.dontKnow).toBe(true);
    expect(r.offTopic).toBe(false);
    expect(summarise([r])).toEqual({ total: 1, allFacts: 0, dontKnow: 1, offTopic: 0 });
  });

  it('rejects a set with a bad pattern or a missing field, naming it', () => {
    const bad = evalSetSchema.safeParse({
      set: 'x',
      writer: 'y',
      questions: [{ ...question, topicWords: ['('] }],
    });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('valid regular expression');
  });
});
