import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { triage } from '../../core/domain/triage.ts';
import { safetyNet } from './safety-net.ts';
import { messagesOf, readCorpus } from './triage-corpus.ts';
import {
  combined,
  examplesOf,
  figures,
  NET_BUDGET,
  netFalseAlarms,
  netOnly,
  outOfFold,
  toFile,
  train,
} from './triage-learn.ts';

/*
 * The whole labelled corpus (fixtures/triage), run as the server runs triage (concept rules and the learned net).
 * The net was trained on these batches, so these figures are fit, not generalisation: the leave-one-batch-out
 * test below scores each batch with a net that never saw it (docs/clinical-safety.md, "How well it generalises";
 * first-run figures of fresh batches are in docs/triage-evaluation.md).
 */
const batches = readCorpus();
const messages = messagesOf(batches);

describe('the labelled corpus', () => {
  it('is large, from many batches and writers, with Spanish and people writing about her', () => {
    expect(messages.length).toBeGreaterThanOrEqual(1400);
    expect(batches.length).toBeGreaterThanOrEqual(10);
    for (const b of batches) expect(b.writer.length, b.batch).toBeGreaterThan(10);
    expect(new Set(messages.map((m) => m.text)).size).toBeGreaterThan(messages.length - 10);
    const spanish = messages.filter((m) =>
      /[\u00e1\u00e9\u00ed\u00f3\u00fa\u00f1\u00bf\u00a1]|\b(?:estoy|tengo|bebe|que|mi|semanas|dias|sangr\w+)\b/i.test(
        m.text,
      ),
    );
    expect(spanish.length).toBeGreaterThanOrEqual(80);
    const thirdPerson = messages.filter((m) =>
      /\b(?:my wife|my partner|my daughter|my girlfriend|she(?:'s| is))\b/i.test(m.text),
    );
    expect(thirdPerson.length).toBeGreaterThanOrEqual(100);
  });

  describe.each(batches.map((b) => [b.batch, b] as const))('batch %s', (_id, b) => {
    const got = b.messages.map((m) => ({
      m,
      t: triage(m.text, { stage: m.stage, week: m.week }, { net: safetyNet }),
    }));
    const of = (level: string) => got.filter((x) => x.m.level === level);

    it('recognises every emergency as an emergency', () => {
      expect(
        of('emergency')
          .filter((x) => x.t.level !== 'emergency')
          .map((x) => `${x.m.text} | ${x.t.reason}`),
      ).toEqual([]);
    });

    it('raises every urgent message', () => {
      expect(
        of('urgent')
          .filter((x) => x.t.level === 'routine')
          .map((x) => `${x.m.text} | ${x.t.reason}`),
      ).toEqual([]);
    });

    it('raises at most 10% of routine messages', () => {
      const raised = of('routine').filter((x) => x.t.level !== 'routine');
      expect(
        raised.length / Math.max(1, of('routine').length),
        raised.map((x) => `${x.m.text} | ${x.t.reason}`).join('\n'),
      ).toBeLessThanOrEqual(0.1);
    });
  });
});

describe('the learned safety net', () => {
  const examples = examplesOf(messages);

  it('on batches it never saw (ten folds of whole batches), catches most signs by itself, within the false-alarm budget', () => {
    // Ten nets, each trained without a tenth of the batches, score the batches they did not see (one net per batch,
    // the figures of docs/triage-evaluation.md, is `npm run triage:train`: over 100 trainings, too slow for CI).
    const scored = outOfFold(examples, 10);
    const alone = figures(
      scored.map((s) => ({ expected: s.e.level, got: netOnly(s, safetyNet.thresholds) })),
    );
    const both = figures(
      scored.map((s) => ({ expected: s.e.level, got: combined(s, safetyNet.thresholds) })),
    );
    console.log(
      `ten folds of whole batches, the net alone: emergency ${String(alone.emergency[0])}/${String(alone.emergency[1])}, urgent raised ${String(alone.urgent[0])}/${String(alone.urgent[1])}, routine raised ${String(alone.routineRaised[0])}/${String(alone.routineRaised[1])}; with the rules, routine raised ${String(both.routineRaised[0])}/${String(both.routineRaised[1])}`,
    );
    // A second opinion that does not lean on the rules: by itself it must hear most emergencies and half the urgent
    // messages in wording it never saw, while raising no more of the routine messages the rules left alone than
    // its budget allows (NET_BUDGET: 5%).
    expect(alone.emergency[0] / alone.emergency[1]).toBeGreaterThanOrEqual(0.6);
    expect(alone.urgent[0] / alone.urgent[1]).toBeGreaterThanOrEqual(0.5);
    const [raised, routine] = netFalseAlarms(scored, safetyNet.thresholds);
    expect(raised / routine).toBeLessThanOrEqual(NET_BUDGET.overall);
  }, 180_000);

  it('ships the weights that `npm run triage:train` makes from these fixtures (deterministic, up to date)', () => {
    const shipped = readFileSync(join(import.meta.dirname, 'triage-net-weights.json'), 'utf8');
    const fresh = toFile({ ...train(examples), thresholds: safetyNet.thresholds });
    expect(JSON.parse(shipped), 'fixtures changed: run npm run triage:train').toEqual(
      JSON.parse(JSON.stringify(fresh)),
    );
  }, 60_000);

  it('only raises: with the net, no message is ever lower than the rules alone', () => {
    const rank = { routine: 0, urgent: 1, emergency: 2 } as const;
    for (const m of messages.slice(0, 400)) {
      const ctx = { stage: m.stage, week: m.week };
      expect(rank[triage(m.text, ctx, { net: safetyNet }).level]).toBeGreaterThanOrEqual(
        rank[triage(m.text, ctx).level],
      );
    }
  });
});
