import { describe, expect, it } from 'vitest';
import { FOLDS } from './answer-folds.ts';
import { literalNeeds } from './fold-needs.ts';

const sorted = (re: RegExp) => literalNeeds(re)?.slice().sort() ?? null;

describe('literalNeeds', () => {
  it('joins neighbouring literal parts into the strings a match must hold', () => {
    expect(sorted(/\bglass of (?:wine|beer)\b/g)).toEqual(['glass of beer', 'glass of wine']);
    expect(sorted(/\b(i|we)['’]ll\b/g)).toEqual(["i'll", 'i’ll', "we'll", 'we’ll']);
  });

  it('takes a needed part past an optional or open-ended one, and a repeated part once', () => {
    expect(sorted(/\b(?:just )?crying (?:all day|a lot)\b/g)).toEqual(['crying a lot', 'crying all day']);
    expect(sorted(/\b[a-z]+ (?:cheese)+\b/g)).toEqual(['cheese']);
    expect(sorted(/(?<=\bwine\b.{0,200})\bone\b/g)).toEqual(['one']);
  });

  it('lowers its strings for a case-blind pattern', () => {
    expect(sorted(/\bCalpol\b/gi)).toEqual(['calpol']);
    expect(sorted(/\bCalpol\b/g)).toEqual(['Calpol']);
  });

  it('gives nothing where any text could match or the strings would be too short to tell', () => {
    expect(sorted(/\b([a-z]{3,})iz(e|es|ed)\b/g)).toEqual(['ize']); // where "izes" occurs, "ize" does
    expect(literalNeeds(/\b[a-z]+(?:i|a)\b/g)).toBeNull(); // "i" or "a": too short to tell
    expect(literalNeeds(/\b\d+ ?weeks?\b/g)).not.toBeNull(); // "week" is needed
    expect(literalNeeds(/[àáâ]/g)).toBeNull();
    expect(literalNeeds(/\b(?:r|u)\b/g)).toBeNull();
    expect(literalNeeds(/(?:wine|\d+)/g)).toBeNull(); // one choice needs nothing literal
    expect(literalNeeds(/(a)\1/g)).toBeNull();
  });

  it('finds strings for nearly every fold of the answer library', () => {
    const found = FOLDS.filter(([re]) => literalNeeds(re)).length;
    expect(found / FOLDS.length).toBeGreaterThan(0.85);
  });
});
