import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWordLists } from '../../../scripts/triage-word-lists.ts';
import { triage } from './triage.ts';
import { englishSlip, oneSlip } from './triage-slips.ts';
import { buildRealWords } from './triage-words-build.ts';

const known = () => false;

describe('slips in everyday English words', () => {
  it('counts a letter dropped, added, changed or two swapped as one slip, never the first letter', () => {
    expect(oneSlip('withot', 'without')).toBe(true);
    expect(oneSlip('tablest', 'tablets')).toBe(true);
    expect(oneSlip('balcoyn', 'balcony')).toBe(true);
    expect(oneSlip('ithout', 'without')).toBe(false);
    expect(oneSlip('wtihout', 'without')).toBe(true);
    expect(oneSlip('wtohut', 'without')).toBe(false);
  });

  it('reads a word no lexicon knows as the lexicon word one slip away, but not an everyday word', () => {
    expect(englishSlip('withot', known)).toBe('without');
    expect(englishSlip('tablts', known)).toBe('tablets');
    // "bride" and "bread" are words of their own, one slip from "bridge" and "breath".
    expect(englishSlip('bride', known)).toBeNull();
    expect(englishSlip('bread', known)).toBeNull();
    expect(englishSlip('tabl', known)).toBeNull();
  });

  it('hears a sign through slips in the words of its phrases', () => {
    const pp = { stage: 'postpartum' as const, week: 3 };
    expect(triage('everyone would be beter off withot me', pp).level).toBe('emergency');
    expect(triage('ive been lookng up how many of my tablts it would take', pp).level).toBe('emergency');
    expect(triage('red around the belly buton and it smels', pp).level).toBe('urgent');
    expect(triage('my sisters bride was beautiful, tired but happy', pp).level).toBe('routine');
  });

  it('never reads a real word of English or Spanish as a slip', () => {
    const pp = { stage: 'postpartum' as const, week: 5 };
    // "littlest" is one slip from nothing it means: it was read as "listless" (a floppy baby).
    expect(triage('I snap at my partner over the littlest things then feel guilty', pp).level).toBe(
      'routine',
    );
    // Spanish words one slip from English lexicon words: "bella" is not "belly", "tener" is not "tender".
    expect(triage('mi bebe es tan bella, quiero tener otro', pp).level).toBe('routine');
  });

  it('ships the real words that `npm run triage:real-words` makes (up to date with the lexicons)', () => {
    const shipped = JSON.parse(
      readFileSync(join(import.meta.dirname, 'triage-real-words.json'), 'utf8'),
    ) as unknown;
    expect(shipped, 'lexicon changed: run npm run triage:real-words').toEqual(
      buildRealWords(readWordLists()),
    );
  });
});
