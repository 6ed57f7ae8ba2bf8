import { describe, expect, it } from 'vitest';
import {
  type AnswerEntry,
  answerEntrySchema,
  type AnswerEntryInput,
} from '../../../core/contracts/answers.ts';
import { buildAnswerIndexSoon } from './answer-index.ts';
import { buildAnswerIndex, matchAnswers } from './answer-search.ts';
import { askingPart, comparingParts, questionParts } from './question-parts.ts';
import { loadContent } from './library.ts';

const entry = (
  over: Partial<AnswerEntryInput> & Pick<AnswerEntryInput, 'id' | 'question' | 'asked'>,
): AnswerEntry =>
  answerEntrySchema.parse({
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'Lead.',
    points: ['One.', 'Two.', 'Three.'],
    whenToCall: 'Call your midwife.',
    sources: [{ org: 'NHS', title: 'Test' }],
    ...over,
  });

const entries = [
  entry({
    id: 'preg-sleep-position',
    question: 'What is the best position to sleep in when pregnant?',
    asked: ['can i sleep on my back pregnant', 'sleeping position third trimester', 'which side to sleep on'],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 20, to: 42 },
  }),
  entry({
    id: 'baby-safe-sleep',
    question: 'How should my baby sleep safely?',
    asked: ['safe sleep newborn', 'what position should baby sleep in', 'can baby sleep on their side'],
    topic: 'newborn-sleep',
  }),
  entry({
    id: 'pp-paracetamol',
    question: 'Can I take paracetamol while breastfeeding?',
    asked: [
      'painkillers when breastfeeding',
      'is paracetamol ok for breastfeeding mums',
      'headache tablets bf',
    ],
    topic: 'breastfeeding',
    lead: 'Yes, paracetamol is a usual choice.',
  }),
  entry({
    id: 'baby-cord',
    question: 'How do I look after the umbilical cord stump?',
    asked: ['cord care', 'belly button stump', 'when does the cord fall off'],
    topic: 'newborn-care',
  }),
  entry({
    id: 'preg-booking',
    question: 'When should I see a midwife after a positive test?',
    asked: ['positive pregnancy test what now', 'first midwife appointment', 'just found out im pregnant'],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'Contact a midwife soon; take folic acid and vitamin D until then.',
  }),
  entry({
    id: 'preg-vitamins',
    question: 'Which vitamins do I need in pregnancy?',
    asked: ['what vitamins should i take', 'do i need a multivitamin', 'pregnancy supplements'],
    topic: 'pregnancy-food-drink',
    stages: ['pregnant'],
  }),
  entry({
    id: 'baby-fever',
    question: 'What temperature is a fever in a baby?',
    asked: ['baby temperature', 'is 37.5 a fever', 'when is a baby too hot'],
    topic: 'baby-fever',
  }),
  entry({
    id: 'baby-vaccine-fever',
    question: 'My baby has a temperature after their vaccines. Is that normal?',
    asked: ['fever after jabs', 'temperature after immunisations', 'hot after vaccinations'],
    topic: 'baby-fever',
  }),
  entry({
    id: 'preg-glucose',
    question: 'When is the glucose tolerance test?',
    asked: ['when do i have the sugar test', 'gestational diabetes test', 'what is the gtt'],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 20, to: 30 },
  }),
];
const index = buildAnswerIndex(entries);
const top = (q: string, stage: 'pregnant' | 'postpartum' | null = null, week: number | null = null) =>
  matchAnswers(index, q, { stage, week }, 1)[0];

describe('answer retrieval', () => {
  it('finds the entry by another way of asking it', () => {
    expect(top('what position should my newborn sleep in', 'postpartum', 1)?.entry.id).toBe(
      'baby-safe-sleep',
    );
    expect(top('when will the cord stump fall off', 'postpartum', 1)?.entry.id).toBe('baby-cord');
  });

  it('after the birth, never answers with an entry written for pregnancy only', () => {
    const found = matchAnswers(index, 'best sleep position', { stage: 'postpartum', week: 2 }, 5);
    expect(found.map((m) => m.entry.id)).not.toContain('preg-sleep-position');
    expect(found[0]?.entry.id).toBe('baby-safe-sleep');
  });

  it('in pregnancy, puts the pregnancy entry first for a question both could answer', () => {
    expect(top('best sleep position', 'pregnant', 30)?.entry.id).toBe('preg-sleep-position');
  });

  it('reads brand, texting and misspelt words', () => {
    expect(top('can i take tylenol when nursing', 'postpartum', 3)?.entry.id).toBe('pp-paracetamol');
    expect(top('is paracetemol ok while breastfeding', 'postpartum', 3)?.entry.id).toBe('pp-paracetamol');
    expect(top('when is the ogtt', 'pregnant', 22)?.entry.id).toBe('preg-glucose');
    expect(top('when is the glucos tolerence test', 'pregnant', 22)?.entry.id).toBe('preg-glucose');
  });

  it('scores a question about something the library does not cover low', () => {
    const known = top('when is the glucose test', 'pregnant', 24);
    const unknown = top('when is the nuchal translucency measurement', 'pregnant', 12);
    expect(known?.score).toBeGreaterThan(0.6);
    expect(unknown === undefined || unknown.score < 0.35).toBe(true);
  });

  it('ranks an entry lower outside its weeks (more after them than before), and not at all for words that only shape a question', () => {
    const inWeeks = top('when is the glucose test', 'pregnant', 24)?.score ?? 0;
    const before = top('when is the glucose test', 'pregnant', 8)?.score ?? 0;
    expect(before).toBeLessThan(inWeeks);
    expect(before).toBeGreaterThan(0.8 * inWeeks - 1e-9);
    // Weeks she has passed count more against an entry than weeks still to come.
    const after = top('when is the glucose test', 'pregnant', 36)?.score ?? 0;
    expect(after).toBeLessThan(before);
    expect(matchAnswers(index, 'is it ok normal', { stage: null, week: null })).toEqual([]);
  });
});

describe('her story around a question', () => {
  it('chooses the entry by what she asks, not by the story around it', () => {
    expect(
      top('I just got a positive test! what vitamins should I be taking?', 'pregnant', 5)?.entry.id,
    ).toBe('preg-vitamins');
    expect(top('just found out im pregnant, do i need to take vitamins', 'pregnant', 5)?.entry.id).toBe(
      'preg-vitamins',
    );
  });

  it('lets the story choose among entries that answer what she asks', () => {
    expect(top('8 week jabs tomorrow, will she get a temperature?', 'postpartum', 7)?.entry.id).toBe(
      'baby-vaccine-fever',
    );
    expect(top('will she get a temperature?', 'postpartum', 7)?.entry.id).toBe('baby-fever');
  });

  it('reads the part that asks: the clauses that open as a question, and the topic they name', () => {
    expect(askingPart('I just got a positive test! what vitamins should I be taking?')).toBe(
      'what vitamins should I be taking?',
    );
    expect(askingPart("she's 3 days old how often should she feed")).toBe('how often should she feed');
    expect(askingPart('how often should she feed, shes 3 days old')).toBe('how often should she feed');
    // A topic without a verb asks with the question; a sentence that only tells her story does not.
    expect(askingPart('hospital bag for baby what to bring')).toBe('what to bring hospital bag for baby');
    expect(askingPart('My waters have broken but I have no contractions. What now?')).toBe('What now?');
    // "When I go" and "so sore" are her story, not a question or a new clause.
    expect(askingPart('my stitches sting when i go to the toilet')).toBeNull();
    expect(askingPart('my nose is so stuffed up, what can i take')).toBe('what can i take');
  });

  it('reads the whole message when the question points back into the story or names nothing', () => {
    // "them" are the vitamins of her story: it is part of the question.
    const back = matchAnswers(
      index,
      'got told to take vitamins, can i take them at night',
      { stage: 'pregnant', week: 8 },
      1,
    );
    expect(back[0]?.entry.id).toBe('preg-vitamins');
    expect(top('my baby felt hot after her jabs, is that normal?', 'postpartum', 8)?.entry.id).toBe(
      'baby-vaccine-fever',
    );
  });
});

describe('the questions inside a message', () => {
  it('splits sentences that ask, and a new question after "and" or "also", leaving the story out', () => {
    expect(questionParts('is gaviscon ok? and what else helps heartburn? 27 weeks, every night')).toEqual([
      'is gaviscon ok?',
      'and what else helps heartburn?',
    ]);
    expect(questionParts('when does the cord fall off and how do i clean it')).toEqual([
      'when does the cord fall off',
      'how do i clean it',
    ]);
  });

  it('keeps a single question whole, and "and" inside one question', () => {
    expect(questionParts('how much formula should a 6 week old have? hes having 4oz every 3 hours')).toEqual([
      'how much formula should a 6 week old have?',
    ]);
    expect(questionParts('is it ok to eat fish and chips?')).toEqual(['is it ok to eat fish and chips?']);
    expect(questionParts('bit dramatic no? or what?')).toEqual(['bit dramatic no?']);
  });
});

describe('her comparisons with a previous baby', () => {
  it('sets apart the clauses that compare (and the reason given for them) from the rest', () => {
    const { compares, rest } = comparingParts(
      'had a c-section with my first cos he was breech. can i try for a normal birth this time?',
    );
    expect(compares).toContain('with my first');
    expect(compares).toContain('breech');
    expect(rest).toContain('normal birth');
    expect(rest).not.toContain('breech');
  });

  it('leaves a message that compares with nothing whole, and "since my 2nd baby" is a time, not a comparison', () => {
    expect(comparingParts('how often should a newborn feed?').compares).toBe('');
    expect(comparingParts('since my 2nd baby i leak when i sneeze').compares).toBe('');
  });
});

describe('the index built in slices (as the server does once it listens)', () => {
  it('is the index built at once, with requests let through between entries', async () => {
    let between = 0;
    const ticking = setInterval(() => (between += 1), 0);
    // A slice of 0 ms gives way after every entry. A copy of the entries: their own index is built already, and kept.
    const sliced = await buildAnswerIndexSoon([...entries], 0);
    clearInterval(ticking);
    expect(between).toBeGreaterThan(0);
    const shape = (i: typeof index) =>
      i.docs.map((d) => ({
        id: d.entry.id,
        asks: d.asks.map((s) => [...s]),
        body: [...d.bodyTerms],
        sentences: d.sentences.map((s) => [...s]),
        askWeights: d.askWeights,
      }));
    expect(shape(sliced)).toEqual(shape(index));
    expect([...sliced.postings]).toEqual([...index.postings]);
    const ask = 'when will the cord stump fall off';
    expect(matchAnswers(sliced, ask, { stage: 'postpartum', week: 1 }, 3)).toEqual(
      matchAnswers(index, ask, { stage: 'postpartum', week: 1 }, 3),
    );
  });

  it('is built once for the same entries, at once or in slices', async () => {
    expect(buildAnswerIndex(entries)).toBe(index);
    expect(await buildAnswerIndexSoon(entries)).toBe(index);
    expect(buildAnswerIndex([...entries])).not.toBe(index);
  });

  it("holds a body's words as its sentences hold them", () => {
    for (const d of index.docs) expect(d.bodyTerms).toEqual(new Set(d.sentences.flatMap((s) => [...s])));
  });
});

describe('scoring only the entries that can reach the results', () => {
  const library = loadContent();
  const real = buildAnswerIndex(library.answers);
  // The library's own ways of asking, alone and two run together (a long message of two questions).
  const asks = library.answers.flatMap((e) =>
    e.asked.slice(0, 1).map((a) => ({ a, stage: e.stages[0] ?? null })),
  );
  const messages = asks
    .filter((_, i) => i % 5 === 0)
    .flatMap(({ a, stage }, i, all) => [
      { m: a, stage },
      { m: `${a} and also ${all[(i * 7 + 3) % all.length]?.a ?? ''}`, stage },
    ]);

  it('returns, asked for matches scoring at least a bar, the matches it returns without one less those under it', () => {
    expect(messages.length).toBeGreaterThan(100);
    let kept = 0;
    for (const { m, stage } of messages) {
      const q = { stage, week: stage === 'pregnant' ? 20 : 4 };
      for (const [limit, least] of [
        [1, 0.6],
        [8, 0.55],
      ] as const) {
        const all = matchAnswers(real, m, q, limit);
        const wanted = all.filter((x) => x.score >= least);
        kept += wanted.length;
        expect(matchAnswers(real, m, q, limit, undefined, undefined, least)).toEqual(wanted);
      }
    }
    expect(kept).toBeGreaterThan(messages.length / 2);
  });
});
