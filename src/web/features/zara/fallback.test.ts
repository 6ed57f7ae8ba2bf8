import { describe, expect, it } from 'vitest';
import { FALLBACK_REPLIES, fallbackKind, fallbackReply } from './fallback.ts';

describe('offline fallback replies (docs/product.md, "Zara")', () => {
  it.each([
    ['hi zara', 'greeting'],
    ['Good evening', 'greeting'],
    ['I have a headache', 'symptom'],
    ['some bleeding today', 'symptom'],
    ['feeling so anxious', 'emotional'],
    ['I am lonely', 'emotional'],
    ['what should I pack?', 'general'],
  ] as const)('%s -> %s', (m, kind) => expect(fallbackKind(m)).toBe(kind));

  it('picks a general reply at random and still triages', () => {
    expect(fallbackReply('what should I pack?', { stage: 'pregnant', week: 30 }, () => 0.99).content).toBe(
      FALLBACK_REPLIES.general[2],
    );
    expect(
      fallbackReply("i have a terrible headache and i'm seeing flashing lights", {
        stage: 'pregnant',
        week: 24,
      }).urgency,
    ).toBe('urgent');
  });
});
