import { describe, expect, it } from 'vitest';
import { type ReplyInput, composeReply } from './reply.ts';
import type { ReplyKind, Responder } from './responder.ts';

/** A responder that always gives this answer, with no links or signs of its own. */
const always = (kind: ReplyKind, content: string): Responder => ({
  respond: () => ({ kind, content, links: [], passages: [], suggestions: [], covers: [] }),
});

/** An answer that only reassures, as a careless responder or a language model might write it. */
const reassuring = always('symptom', "That's very common and usually normal.");

const input = (message: string, stage: ReplyInput['stage'], week: number | null): ReplyInput => ({
  message,
  history: [],
  stage,
  week,
  birthDate: null,
  daysSinceBirth: null,
  country: 'GB',
  recentLogs: [],
});

describe('the deciding question and no false reassurance', () => {
  it('asks how heavy a vague bleeding after the birth is, and what to do if so', async () => {
    const { reply, triage } = await composeReply(input('some bleeding today, is that ok?', 'postpartum', 2), {
      responder: reassuring,
      llm: null,
    });
    expect(triage.level).toBe('routine');
    expect(reply.content).toMatch(/soaking a pad in an hour or less/);
    expect(reply.content).toMatch(/call your midwife or maternity unit now/);
  });

  it('asks the same when her partner writes it, or she writes it in Spanish', async () => {
    for (const message of [
      'my wife has some bleeding today, is that ok?',
      'un poco de sangrado hoy, es normal?',
    ]) {
      const { reply, triage } = await composeReply(input(message, 'postpartum', 2), {
        responder: reassuring,
        llm: null,
      });
      expect(triage.level, message).toBe('routine');
      expect(reply.content, message).toMatch(/soaking a pad in an hour or less/);
    }
  });

  it('asks about a headache in pregnancy: how bad, since when, with vision changes', async () => {
    const { reply } = await composeReply(input('I have a headache', 'pregnant', 30), {
      responder: reassuring,
      llm: null,
    });
    expect(reply.content).toMatch(/blurred vision/);
    expect(reply.content).toMatch(/call your midwife or maternity unit now/);
  });

  it('never leaves "common" or "normal" alone beside a warning-sign concept', async () => {
    for (const [message, stage, week] of [
      ['my ankles are a bit swollen', 'pregnant', 30],
      ['what are the signs of pre-eclampsia?', 'pregnant', 28],
      ['bit of a headache this afternoon, gone now', 'pregnant', 30],
    ] as const) {
      const { reply } = await composeReply(input(message, stage, week), { responder: reassuring, llm: null });
      expect(reply.content, message).toMatch(/\bcall\b/i);
    }
  });

  it('leaves an everyday answer alone when no warning sign is named', async () => {
    const { reply } = await composeReply(input('can I eat brie if it is baked?', 'pregnant', 26), {
      responder: reassuring,
      llm: null,
    });
    expect(reply.content).toBe("That's very common and usually normal.");
  });

  it("lets a language model's reading of urgency raise the level, never lower it", async () => {
    const model = (text: string) =>
      (async () =>
        new Response(JSON.stringify({ choices: [{ message: { content: text } }] }), {
          status: 200,
        })) as typeof fetch;
    const llm = { baseUrl: 'http://127.0.0.1:9', model: 'test', apiKey: null, timeoutMs: 1000 };
    const raised = await composeReply(input('feeling a bit off today', 'pregnant', 30), {
      responder: reassuring,
      llm,
      fetchImpl: model('URGENCY: urgent\nPlease call your midwife now.'),
    });
    expect(raised.reply.urgency).toBe('urgent');
    expect(raised.triage.raisedBy).toBe('model');
    const calm = await composeReply(input('bleeding heavily with clots', 'pregnant', 30), {
      responder: reassuring,
      llm,
      fetchImpl: model('URGENCY: routine\nAll fine.'),
    });
    expect(calm.reply.urgency).toBe('emergency');
    const plain = await composeReply(input('can I eat brie?', 'pregnant', 26), {
      responder: reassuring,
      llm,
      fetchImpl: model('URGENCY: routine\nBaked brie is fine.'),
    });
    expect(plain.reply.content).toBe('Baked brie is fine.');
  });
});

describe('one voice: signs she only named', () => {
  const answering = always(
    'general',
    'Hair dye is generally fine in pregnancy. No call is needed for hair dye.',
  );

  it('adds no "call now" to a routine answer for a sign she does not have; says what to do if she ever does', async () => {
    const { reply, triage } = await composeReply(
      input('my sister had pre-eclampsia, can i dye my hair', 'pregnant', 20),
      { responder: answering, llm: null },
    );
    expect(triage.level).toBe('routine');
    expect(triage.mentioned.length).toBeGreaterThan(0);
    expect(reply.content).not.toMatch(
      /call (?:emergency services|your midwife or doctor) now\b(?!, not tomorrow)/,
    );
    expect(reply.content).not.toMatch(/^• [^:]+: call/m);
    expect(reply.content).toMatch(/In case you ever have one/);
    expect(reply.content).toMatch(/If you have this, call emergency services straight away/);
  });

  it('answers with the signs\' lines when the library has nothing else: a reply, not a "don\'t know"', async () => {
    const unsure = always(
      'unknown',
      "I'm not sure I have the right answer to that, and I'd rather not guess.",
    );
    const { reply, triage, kind } = await composeReply(
      input('my sister had pre-eclampsia, what should i look out for?', 'pregnant', 20),
      { responder: unsure, llm: null },
    );
    expect(triage.level).toBe('routine');
    expect(triage.mentioned.length).toBeGreaterThan(0);
    expect(reply.content).toMatch(/^Here is when to get help:/);
    expect(reply.content).not.toMatch(/not sure/);
    expect(kind).toBe('general');
  });
});
