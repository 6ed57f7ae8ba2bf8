import { describe, expect, it } from 'vitest';
import { birthPrepPriorities } from './birth-prep.ts';

describe('birthPrepPriorities (docs/product.md, "Birth prep")', () => {
  it('makes the birth plan a priority from week 32', () => {
    expect(birthPrepPriorities(31).birthPlan).toBe(false);
    expect(birthPrepPriorities(32).birthPlan).toBe(true);
    expect(birthPrepPriorities(42).birthPlan).toBe(true);
  });
  it('makes the hospital bag a priority from week 35', () => {
    expect(birthPrepPriorities(34).hospitalBag).toBe(false);
    expect(birthPrepPriorities(35).hospitalBag).toBe(true);
    expect(birthPrepPriorities(42).hospitalBag).toBe(true);
  });
  it('nothing is pressing earlier on', () => {
    expect(birthPrepPriorities(1)).toEqual({ birthPlan: false, hospitalBag: false });
    expect(birthPrepPriorities(28)).toEqual({ birthPlan: false, hospitalBag: false });
    expect(birthPrepPriorities(33)).toEqual({ birthPlan: true, hospitalBag: false });
  });
});
