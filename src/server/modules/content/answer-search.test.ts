import { describe, expect, it } from 'vitest';
import {
  type AnswerEntry,
  answerEntrySchema,
  type AnswerEntryInput,
} from '../../../core/contracts/answers.ts';
import { buildAnswerIndex, matchAnswers } from './answer-search.ts';
import { questionParts } from './question-parts.ts';

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
