import { describe, expect, it } from 'vitest';
import { URGENT_NOTICE } from '../../core/contracts/zara.ts';
import type { TriageResult } from '../../core/domain/triage.ts';
import { buildIndex } from '../modules/content/search.ts';
import { testContent } from '../testing/test-app.ts';
import { composeReply, type ReplyInput, urgentPreface } from './reply.ts';
import { answerUnderUrgent, URGENT_ANSWER_INTRO } from './reply-urgent.ts';
import { createResponder, type ResponderOutput } from './responder.ts';
import { splitSentences } from './responder-text.ts';

const library = testContent();
const responder = createResponder(library, buildIndex(library));

const input = (message: string, stage: 'pregnant' | 'postpartum', week: number): ReplyInput => ({
  message,
  history: [],
  stage,
  week,
  birthDate: null,
  daysSinceBirth: stage === 'postpartum' ? week * 7 : null,
  country: 'GB',
  recentLogs: [],
});
const ask = (message: string, stage: 'pregnant' | 'postpartum', week: number) =>
  composeReply(input(message, stage, week), { responder, llm: null });

/** The sentences after the urgent notice, headings (the question answered) left out. */
const afterNotice = (content: string) =>
  (content.split(URGENT_NOTICE)[1] ?? '')
    .split(/\n+/)
    .filter((l) => !/^\*\*.*\*\*$/.test(l.trim()))
    .flatMap((l) => splitSentences(l.replace(/^• /, '')));

describe('an urgent reply with an everyday question the library answers (one voice)', () => {
  // Urgent for a real reason (weeks of low mood, a headache for days, a lump she feels), with a question asked.
  const cases: [string, 'pregnant' | 'postpartum', number, RegExp][] = [
    [
      'ive felt low and anxious most days for a month now, 20 weeks, is this common in pregnancy and what helps',
      'pregnant',
      20,
      /talking therap/i,
    ],
    [
      'had a thumping headache for 3 days now, 32 weeks, can i take paracetamol or nurofen',
      'pregnant',
      32,
      /ibuprofen/i,
    ],
    [
      'been feeling down and teary every day for 3 weeks since the baby came, is it just the baby blues',
      'postpartum',
      5,
      /treatable/i,
    ],
  ];

  it.each(cases)('"%s": the notice first, then the answer', async (message, stage, week, fact) => {
    const { reply, kind, triage } = await ask(message, stage, week);
    expect(triage.level).toBe('urgent');
    expect(kind).toBe('urgent');
    const pre = urgentPreface(triage, input(message, stage, week)).text;
    expect(reply.content.startsWith(pre)).toBe(true);
    const rest = reply.content.slice(pre.length);
    expect(rest).toContain(URGENT_ANSWER_INTRO);
    expect(rest).toMatch(fact);
    expect(reply.emergency?.notice).toBe(URGENT_NOTICE);
    expect(reply.links[0]?.href).toMatch(/^\/learn\/answers\//);
  });

  it.each(cases)('"%s": nothing after the notice calls anything normal', async (message, stage, week) => {
    const { reply } = await ask(message, stage, week);
    for (const s of afterNotice(reply.content)) expect(s).not.toMatch(/\bnormal\b|nothing to worry/i);
  });

  it('an urgent sign she asks about is never called common or normal beside the notice', async () => {
    const { reply, triage } = await ask(
      'some spotting today at 30 weeks, is spotting normal in pregnancy',
      'pregnant',
      30,
    );
    expect(triage.level).toBe('urgent');
    for (const s of afterNotice(reply.content)) expect(s).not.toMatch(/\b(?:normal|common)\b/i);
  });

  it('an emergency reply carries nothing else', async () => {
    const message = 'having a seizure type fit at 30 weeks, can i take paracetamol';
    const { reply, triage } = await ask(message, 'pregnant', 30);
    expect(triage.level).toBe('emergency');
    expect(reply.content).toBe(urgentPreface(triage, input(message, 'pregnant', 30)).text);
    expect(reply.links).toEqual([]);
  });
});

describe('answerUnderUrgent', () => {
  const t = (level: TriageResult['level'], signs: string[] = []): TriageResult => ({
    level,
    signs,
    reason: '',
    mentioned: [],
  });
  const built = (content: string, extra: Partial<ResponderOutput> = {}): ResponderOutput => ({
    kind: 'general',
    content,
    links: [],
    passages: [],
    suggestions: [],
    covers: [],
    topic: 'pregnancy-medicines-safety',
    ...extra,
  });

  it('adds nothing to a routine or emergency reply, or when the library did not answer', () => {
    const b = built('**Q?**\n\nA fact.');
    expect(answerUnderUrgent(t('routine'), b)).toBeNull();
    expect(answerUnderUrgent(t('emergency'), b)).toBeNull();
    expect(
      answerUnderUrgent(t('urgent'), built('Not sure.', { kind: 'unknown', topic: undefined })),
    ).toBeNull();
    expect(answerUnderUrgent(t('urgent'), built('From an article.', { topic: undefined }))).toBeNull();
  });

  it('leaves out what reassures, and "common" when the entry is about the sign raised', () => {
    const content =
      '**Is this normal?**\n\nThis is normal. Paracetamol is the first choice.\n\n• It is common in pregnancy. Rest helps.\n• Nothing to worry about.\n\nNo need to call anyone.';
    const about = answerUnderUrgent(
      t('urgent', ['severe-headache']),
      built(content, { covers: ['severe-headache'] }),
    );
    expect(about).toBe(
      `${URGENT_ANSWER_INTRO}\n\n**Is this normal?**\n\nParacetamol is the first choice.\n\n• Rest helps.`,
    );
    const other = answerUnderUrgent(t('urgent', ['severe-headache']), built(content));
    expect(other).toContain('• It is common in pregnancy. Rest helps.');
  });

  it('drops a question whose answer was all left out, and starts a line plainly', () => {
    const content =
      '**First?**\n\nIt is normal. But if it lasts, tell your midwife.\n\n**Second?**\n\nThis is harmless.';
    expect(answerUnderUrgent(t('urgent'), built(content))).toBe(
      `${URGENT_ANSWER_INTRO}\n\n**First?**\n\nIf it lasts, tell your midwife.`,
    );
  });
});
