import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import afterBirth from './catalogue/after-birth.json' with { type: 'json' };
import common from './catalogue/common.json' with { type: 'json' };
import newborn from './catalogue/newborn.json' with { type: 'json' };
import pregnancy from './catalogue/pregnancy.json' with { type: 'json' };

/** The full shape of a catalogue entry (warning-signs.ts checks levels, stages and sources as the data loads). */
const LEVELS = ['emergency', 'urgent', 'routine'] as const;
const source = z
  .object({ org: z.string().min(1), title: z.string().min(1), url: z.string().optional() })
  .strict();
const signSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: z.string().min(1),
    description: z.string().min(1),
    stages: z.array(z.enum(['pregnancy', 'postpartum', 'newborn', 'mental-health'])).min(1),
    level: z.enum(LEVELS),
    callWithinDay: z.literal(true).optional(),
    anyBabyAge: z.literal(true).optional(),
    triageLevel: z.enum(LEVELS).optional(),
    fromWeek: z.number().int().optional(),
    untilWeek: z.number().int().optional(),
    keywords: z.array(z.string().min(1)).min(1),
    whatToDo: z.string().min(1),
    whatToSay: z.string().min(1),
    symptomPhrase: z.string().min(1),
    sources: z.array(source).min(1),
    decide: z
      .object({ ask: z.string().min(1), ifYes: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict();

describe('the catalogue data (catalogue/*.json)', () => {
  it.each([
    ['pregnancy', pregnancy],
    ['after-birth', afterBirth],
    ['newborn', newborn],
    ['common', common],
  ] as const)('%s.json has the full shape of a sign', (_name, entries) => {
    const parsed = z.array(signSchema).safeParse(entries);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      [],
    );
  });

  it('asks a deciding question, with what to do if yes, for the signs triage may not decide', () => {
    const decided = [...pregnancy, ...afterBirth, ...newborn, ...common]
      .filter((s) => 'decide' in s)
      .map((s) => s.id);
    for (const id of [
      'postpartum-heavy-bleeding',
      'severe-headache',
      'postpartum-headache',
      'fever',
      'newborn-fever',
      'sudden-swelling',
    ])
      expect(decided).toContain(id);
  });
});
