import { describe, expect, it } from 'vitest';
import { dropDraft, keepDraft, readDraft, samePlan } from './plan-draft.ts';

const plan = {
  deliveryPreference: 'vaginal-birth',
  choices: { 'pain-relief': ['water', 'tens'] },
  notes: 'Hi',
};

describe('samePlan (is anything unsaved?)', () => {
  it('ignores option order, empty sections and surrounding spaces', () => {
    expect(samePlan(plan, { ...plan, choices: { 'pain-relief': ['tens', 'water'], feeding: [] } })).toBe(
      true,
    );
    expect(samePlan(plan, { ...plan, notes: ' Hi ' })).toBe(true);
  });
  it('sees every real change', () => {
    expect(samePlan(plan, { ...plan, deliveryPreference: null })).toBe(false);
    expect(samePlan(plan, { ...plan, notes: 'Hi there' })).toBe(false);
    expect(samePlan(plan, { ...plan, choices: { 'pain-relief': ['water'] } })).toBe(false);
    expect(samePlan(plan, { ...plan, choices: { ...plan.choices, feeding: ['formula'] } })).toBe(false);
  });
});

describe('drafts', () => {
  it('are kept per user until dropped', () => {
    keepDraft('a', plan);
    expect(readDraft('a')).toEqual(plan);
    expect(readDraft('b')).toBeUndefined();
    dropDraft('a');
    expect(readDraft('a')).toBeUndefined();
  });
});
