import { describe, expect, it } from 'vitest';
import { triage } from '../../core/domain/triage.ts';
import { buildIndex } from '../modules/content/search.ts';
import { testContent } from '../testing/test-app.ts';
import { composeReply } from './reply.ts';
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
    // What she reads first answers her (after the question it answers, in bold).
    const first = out.content.split('\n\n').find((p) => !/^\*\*.*\*\*$/.test(p));
    if (c.opensWith) expect(first?.toLowerCase()).toContain(c.opensWith.toLowerCase());
    if (c.link) expect(out.links.map((l) => l.href)).toContain(c.link);
    // Every link points at something that exists.
    for (const l of out.links) {
      const article = /^\/learn\/articles\/(.+)$/.exec(l.href);
      if (article) expect(library.articleById.has(article[1] ?? '')).toBe(true);
      const answer = /^\/learn\/answers\/(.+)$/.exec(l.href);
      if (answer) expect(library.answers.some((e) => e.id === answer[1])).toBe(true);
      expect(article ?? answer ?? /^\/journey\/\d+$/.exec(l.href), l.href).not.toBeNull();
    }
  });

  it('links an answer from the library to its own page first, where it is whole with its sources', () => {
    const message = 'what helps with heartburn';
    const out = responder.respond({
      message,
      stage: 'pregnant',
      week: 24,
      triage: triage(message, { stage: 'pregnant', week: 24 }),
      country: 'GB',
    });
    expect(out.links[0]).toEqual({
      title: 'What helps heartburn in pregnancy?',
      href: '/learn/answers/preg-heartburn',
    });
    expect(out.links.slice(1).every((l) => l.href.startsWith('/learn/articles/'))).toBe(true);
  });
});

describe('built-in responder: the answer library indexed ahead', () => {
  it('answers the same after warm() as a responder that indexed on its first question', async () => {
    const warmed = createResponder(library, buildIndex(library));
    await warmed.warm();
    await warmed.warm(); // twice is once
    for (const c of RESPONDER_CASES.slice(0, 12)) {
      const input = {
        message: c.message,
        stage: c.stage,
        week: c.week,
        triage: triage(c.message, { stage: c.stage, week: c.week }),
        country: 'GB',
      };
      expect(warmed.respond(input)).toEqual(responder.respond(input));
    }
  });
});

describe('built-in responder: generated lines', () => {
  it('never calls a warning sign "common", and says the week after the birth plainly', () => {
    const out = responder.respond({
      message: 'baby is feeding less, what should I do',
      stage: 'postpartum',
      week: 5,
      triage: { level: 'routine', signs: ['newborn-not-feeding'], reason: '', mentioned: [] },
      country: 'GB',
    });
    expect(out.content).not.toMatch(/is common/);
    const hello = responder.respond({
      message: 'hello',
      stage: 'postpartum',
      week: 5,
      triage: triage('hello', { stage: 'postpartum', week: 5 }),
      country: 'GB',
    });
    expect(hello.content).toContain("You're 5 weeks after the birth. How are you feeling today?");
  });

  it('adds where to turn when a routine message still speaks of dying or harm', () => {
    const t = triage('I was suicidal as a teenager, will it come back?', { stage: 'pregnant', week: 14 });
    expect(t.level).toBe('routine');
    const out = responder.respond({
      message: 'I was suicidal as a teenager, will it come back?',
      stage: 'pregnant',
      week: 14,
      triage: t,
      country: 'GB',
    });
    expect(out.content).toContain('If you ever have thoughts of harming yourself or your baby');
    expect(out.content).toContain('Samaritans: call 116 123');
  });
});

describe('built-in responder: two questions in one message', () => {
  const ask = (message: string, stage: 'pregnant' | 'postpartum', week: number) =>
    responder.respond({ message, stage, week, triage: triage(message, { stage, week }), country: 'GB' });

  it('answers both, in the order asked, each under its own question', () => {
    const out = ask(
      'when can we have sex again after the birth? and can i get pregnant if im breastfeeding and havent had a period?',
      'postpartum',
      5,
    );
    const questions = out.content.match(/^\*\*.+\*\*$/gm) ?? [];
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatch(/sex/i);
    expect(out.content).toMatch(/ready/);
    expect(out.content).toMatch(/3 weeks|period/);
    // The second answer is as whole as the first: every point and when to call (issue 13: never cut mid-list),
    // so it is not offered again as a question to ask.
    const second = library.answers.find((e) => e.question === questions[1]?.replace(/\*\*/g, ''));
    for (const p of second?.points ?? []) expect(out.content).toContain(p);
    expect(out.content).toContain(second?.whenToCall);
    expect(out.suggestions).not.toContain(second?.question);
  });

  it('answers a short first question found well on its own, though the rest of the message is about food', () => {
    const out = ask(
      'is it ok to have a prosecco at the wedding and can i eat the smoked salmon',
      'pregnant',
      22,
    );
    const questions = out.content.match(/^\*\*.+\*\*$/gm) ?? [];
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatch(/alcohol/i);
    expect(out.content).toMatch(/not to drink at all/);
    expect(out.content).toMatch(/smoked/i);
  });

  it('reads a later question that leans on the first within it ("how hot should the water be", after the bath)', () => {
    const out = ask('how often shud i bath my newborn and how hot should the water be', 'postpartum', 2);
    const questions = out.content.match(/^\*\*.+\*\*$/gm) ?? [];
    expect(questions.every((x) => /bath/i.test(x))).toBe(true);
    expect(out.content).toMatch(/37/);
    expect(out.content).not.toMatch(/Does my baby need water/);
  });

  it('reads the second half in the light of the first ("how do I clean it", after the cord)', () => {
    const out = ask(
      'when does the cord stump fall off and how am i supposed to clean it? looks a bit gross',
      'postpartum',
      1,
    );
    const questions = out.content.match(/^\*\*.+\*\*$/gm) ?? [];
    expect(questions.every((x) => /cord|belly button/i.test(x))).toBe(true);
    expect(out.content).toMatch(/plain water/i);
    expect(out.content).not.toMatch(/breastfeed/i);
  });

  it('reads a first question that points back into her story with it ("what can I take for it")', () => {
    const out = ask(
      'heartburn every night and i cant sleep. what can i take for it and does raising the head of the bed help?',
      'pregnant',
      32,
    );
    const questions = out.content.match(/^\*\*.+\*\*$/gm) ?? [];
    expect(questions[0]).toMatch(/heartburn|indigestion/i);
    expect(out.content).toMatch(/antacid|Gaviscon/i);
  });
});

describe('built-in responder: her stage and week from the message', () => {
  // A relative or friend asks from her own account: the answer is for the stage and week the message gives.
  const ask = (message: string, stage: 'pregnant' | 'postpartum', week: number) =>
    responder.respond({ message, stage, week, triage: triage(message, { stage, week }), country: 'GB' });

  it("answers a pregnancy question asked for a sister from a mother's account after the birth", () => {
    const out = ask(
      'my sister is 31 weeks pregnant and wants to fly to spain, is that allowed?',
      'postpartum',
      10,
    );
    expect(out.content).toMatch(/Can I fly when I am pregnant/);
    // Her week from the message: past 28 weeks, the airline's letter.
    expect(out.content).toContain('You are past 28 weeks');
  });

  it("answers a newborn question asked for a niece's baby from a pregnant account", () => {
    const out = ask('my nieces baby is 5 days old, how often should he be feeding?', 'pregnant', 20);
    expect(out.content).toMatch(/8 to 12|8-12/);
  });
});

describe('built-in responder: the answer next to hers', () => {
  const ask = (message: string, stage: 'pregnant' | 'postpartum', week: number) =>
    responder.respond({ message, stage, week, triage: triage(message, { stage, week }), country: 'GB' });

  it("adds the direct answer of her entry's related question, within the bubble", () => {
    const out = ask(
      'morning sickness is all day not just morning. anything that actually helps??',
      'pregnant',
      8,
    );
    expect(out.content.split('\n\n')[0]).toBe('**What actually helps with pregnancy nausea?**');
    expect(out.content).toContain('**Is morning sickness normal, and when does it stop?**');
    expect(out.content).toContain('16 to 20 weeks');
    expect(out.content.length).toBeLessThanOrEqual(2400);
  });

  it('adds nothing that only repeats her one telling word, and never a lead that tells her to call', () => {
    const labour = ask('how do I know if I am in labour', 'pregnant', 39);
    expect(labour.content).not.toMatch(/who can be with me/i);
    for (const [m, stage, week] of [
      ['is spotting normal at 7 weeks', 'pregnant', 7],
      ['can i take ibuprofen while breastfeeding', 'postpartum', 3],
      ['how do i know if my baby is getting enough milk', 'postpartum', 1],
    ] as const) {
      const extra = ask(m, stage, week)
        .content.split(/\n\n(?=\*\*)/)
        .slice(1);
      for (const part of extra) expect(part.split('\n\n')[1] ?? '').not.toMatch(/\b(?:call|emergency)\b/i);
    }
  });
});

describe('built-in responder: the postpartum chat', () => {
  // The postpartum chat calls the same responder with her week after the birth and the baby's own age
  // (corrected, for a baby born early): notes about the baby follow the baby.
  const ask = (message: string, week: number, babyWeeks: number) =>
    responder.respond({
      message,
      stage: 'postpartum',
      week,
      babyWeeks,
      triage: triage(message, { stage: 'postpartum', week }),
      country: 'GB',
    });

  it("answers a baby question for the baby's age, not only her weeks since the birth", () => {
    const young = ask('when will my baby smile at me', 12, 5);
    const older = ask('when will my baby smile at me', 12, 12);
    expect(young.content).toContain('Before 8 weeks, timing varies a lot');
    expect(older.content).not.toContain('Before 8 weeks, timing varies a lot');
    expect(older.content).toContain('By 2 months, most babies smile');
  });

  it('never answers a newborn question after the birth with a pregnancy entry', () => {
    const out = ask('how should my baby sleep', 1, 1);
    expect(out.content).toContain('on their back');
    expect(out.content.toLowerCase()).not.toContain('pregnan');
  });
});

describe('built-in responder: one voice with triage', () => {
  it('does not append "call now" to a routine explanation for a sign she only named', async () => {
    // Issue 13: normal bleeding after birth was explained, then followed by "call now".
    const { reply } = await composeReply(
      {
        message: 'how long does bleeding last after birth',
        history: [],
        stage: 'postpartum',
        week: 2,
        birthDate: null,
        daysSinceBirth: 14,
        country: 'GB',
        recentLogs: [],
      },
      { responder, llm: null },
    );
    expect(reply.urgency).toBe('routine');
    expect(reply.content).toContain('up to about 6 weeks');
    // Its own line says when to call, in the catalogue's thresholds, and nothing is added after it.
    expect(reply.content).toContain('soak a pad an hour or more');
    expect(reply.content).not.toContain('When to call:');
    expect(reply.content).not.toContain('not tomorrow');
  });
});
