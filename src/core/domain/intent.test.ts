import { describe, expect, it } from 'vitest';
import { analyzeIntent } from './intent.ts';

describe('analyzeIntent', () => {
  it.each([
    ['I want to log a headache', 'symptom_log'],
    ['feeling nauseous and my back hurts', 'symptom_log'],
    ['write in my journal about today', 'journal'],
    ['I want to note down a memory of the first kick', 'journal'],
    ['book my midwife appointment for next week', 'calendar'],
    ['when is my next scan? add it to the calendar', 'calendar'],
    ['show me some gentle yoga or pelvic floor exercise', 'exercise'],
    ['is swimming a good workout in pregnancy', 'exercise'],
    ['what is the glucose test', 'education'],
    ['tell me about baby development this week', 'education'],
    ['hello zara', 'chat'],
    ['thank you', 'chat'],
    ['I want to disappear', 'emergency'],
    ['bleeding heavily with clots', 'emergency'],
  ] as const)('%s -> %s', (input, module) => {
    const r = analyzeIntent(input);
    expect(r.module).toBe(module);
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
  });

  it('is deterministic and sure of emergencies', () => {
    expect(analyzeIntent('log my symptoms')).toEqual(analyzeIntent('log my symptoms'));
    expect(analyzeIntent('I have thoughts of ending it')).toEqual({ module: 'emergency', confidence: 1 });
  });
});
