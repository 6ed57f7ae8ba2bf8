import { describe, expect, it } from 'vitest';
import { URGENT_NOTICE } from '../../core/contracts/zara.ts';
import { crisisLinePhrase } from '../../core/domain/triage-advice.ts';
import type { TriageResult } from '../../core/domain/triage.ts';
import { crisisLinesFor, emergencyNumbersFor } from '../../core/domain/emergency-numbers.ts';
import { warningSigns } from '../../core/domain/warning-signs.ts';
import { type ReplyInput, sentimentFor, urgentPreface } from './reply.ts';
import { givesDose } from './responder.ts';

const COUNTRIES = ['US', 'GB', 'DE', 'AU', 'NZ', 'BR', null];

function input(stage: 'pregnant' | 'postpartum', country: string | null): ReplyInput {
  return {
    message: '',
    history: [],
    stage,
    week: stage === 'pregnant' ? 30 : 2,
    birthDate: stage === 'postpartum' ? '2026-05-01' : null,
    daysSinceBirth: stage === 'postpartum' ? 14 : null,
    country,
    recentLogs: [],
  };
}

/** Every phone number the reply may name, longest first, so "1-833-852-6262" is replaced before "111". */
const KNOWN_NUMBERS = [
  ...new Set(
    COUNTRIES.flatMap((c) => [...emergencyNumbersFor(c).numbers, ...crisisLinesFor(c).map((l) => l.number)]),
  ),
].sort((a, b) => b.length - a.length);

describe('the urgent reply text', () => {
  const cases = warningSigns
    .filter((s) => s.level !== 'routine')
    .flatMap((s) =>
      COUNTRIES.flatMap((country) =>
        (['pregnant', 'postpartum'] as const)
          .filter((stage) =>
            stage === 'pregnant' ? s.stages.includes('pregnancy') : s.stages.some((x) => x !== 'pregnancy'),
          )
          .map((stage) => ({ sign: s, country, stage })),
      ),
    );

  it('covers every emergency and urgent sign of the catalogue in several countries', () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases.map((c) => [`${c.sign.id} ${c.stage} ${String(c.country)}`, c] as const))(
    '%s has no doubled punctuation or repeated numbers',
    (_name, { sign, country, stage }) => {
      const t: TriageResult = { level: sign.level, signs: [sign.id], reason: '', mentioned: [] };
      const { text } = urgentPreface(t, input(stage, country));
      expect(text).not.toMatch(/\.\.|,,|[.,;:] ?[,;:]|\s[.,;:!?]| {2}/);
      let masked = text;
      for (const n of KNOWN_NUMBERS) masked = masked.split(n).join('#');
      // "choose option 2 111" or "911 911": a number run straight into another.
      expect(masked, text).not.toMatch(/#[\s,]*#|\d\s+#|#\s+\d/);
      expect(text.endsWith(URGENT_NOTICE)).toBe(true);
      expect(text.split(URGENT_NOTICE)).toHaveLength(2);
      expect(text).toContain(emergencyNumbersFor(country).numbers[0]);
    },
  );

  it('words crisis lines as she would dial them', () => {
    const [samaritans, nhs] = crisisLinesFor('GB');
    expect(samaritans && crisisLinePhrase(samaritans)).toBe('Samaritans: call 116 123');
    expect(nhs && crisisLinePhrase(nhs)).toBe('NHS 111 (mental health): call 111 and choose option 2');
    const us = crisisLinesFor('US')[1];
    expect(us && crisisLinePhrase(us)).toBe(
      'National Maternal Mental Health Hotline: call or text 1-833-852-6262, 24/7',
    );
  });

  it("ends an unknown country's label with one full stop", () => {
    const t: TriageResult = { level: 'emergency', signs: ['seizure'], reason: '', mentioned: [] };
    expect(urgentPreface(t, input('pregnant', null)).text).toContain(
      'Emergency services: 112 or 911. Most mobile phones connect either.\n\n',
    );
  });
});

describe('sentiment and doses in answers', () => {
  it('reads sentiment from the answer too, but not from conditional advice', () => {
    expect(sentimentFor('stuffy nose?', 'routine', 'general', 'Please call your midwife today.')).toBe(
      'concerned',
    );
    expect(
      sentimentFor('stuffy nose?', 'routine', 'general', 'Steam helps. If it gets worse, call your doctor.'),
    ).toBe('neutral');
    expect(sentimentFor('we found out today!', 'routine', 'general', 'Congratulations!')).toBe('positive');
    expect(sentimentFor('hello', 'urgent', 'general', '')).toBe('concerned');
  });

  it('spots a medicine dose in an answer, and not advice that names a medicine without one', () => {
    expect(givesDose('Take 1000 mg of paracetamol every 4 hours.')).toBe(true);
    expect(givesDose('You could take two tablets of ibuprofen.')).toBe(true);
    expect(givesDose('Paracetamol is usually fine in pregnancy; ask your pharmacist how much to take.')).toBe(
      false,
    );
    expect(givesDose('Drink 2 litres of water and rest for 20 minutes.')).toBe(false);
  });
});
