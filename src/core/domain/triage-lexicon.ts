/**
 * Concept tagging (docs/clinical-safety.md, "How triage reads a message"): each word of a message is looked
 * up in the medical lexicon (triage-lexicon-en.ts, triage-lexicon-es.ts) by its own spelling, by its stem
 * (@orama/stemmers' Snowball stemmers, so "bleeds", "bleeding" and "sangrando", "sangrado" each meet one entry),
 * by a Spanish diminutive or superlative taken off ("amarillito", "hinchadisima"), and, for a word the lexicon
 * does not know, by the nearest lexicon word one or two typing slips away ("bleading", "contractons").
 * Entries with spaces are phrases, matched word by word on stems. An entry written "=word" is matched only as
 * spelled (no stem, no typo), for short words whose stem would meet other words ("mar", the sea, and "mareada").
 */
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { type Concept, EN } from './triage-lexicon-en.ts';
import { ES } from './triage-lexicon-es.ts';
import { MIND_EN } from './triage-lexicon-mind-en.ts';
import { mindSlip } from './triage-mind-spelling.ts';
import { englishSlip, within } from './triage-slips.ts';
import { REAL_WORDS, SPANISH_FIRST } from './triage-words.ts';
import type { ReadText } from './triage-text.ts';

export type { Concept } from './triage-lexicon-en.ts';

/** The concepts that name a person (who the words are about: triage-subject.ts; where a negation ends: triage-context.ts). */
type Person = Extract<Concept, 'self' | 'her' | 'she' | 'he' | 'baby' | 'daughter' | 'other' | 'child'>;
export const PERSONS: readonly Person[] = ['self', 'her', 'she', 'he', 'baby', 'daughter', 'other', 'child'];

export interface Mention {
  c: Concept;
  /** Token range [start, end). */
  start: number;
  end: number;
}

interface Phrase {
  keys: string[];
  c: Concept;
}

interface Index {
  exact: Map<string, Set<Concept>>;
  stems: Map<string, Set<Concept>>;
  phrases: Map<string, Phrase[]>;
  /** Single words that a typo may be read as, by first letter. */
  typoTargets: Map<string, string[]>;
  stem: (w: string) => string;
}

const add = <K, V>(m: Map<K, Set<V>>, k: K, v: V) => {
  const s = m.get(k);
  if (s) s.add(v);
  else m.set(k, new Set([v]));
};

/** The mind's classes are everyday words: a slip must not turn "starting" into "staring" or "cutting" into "cuts". */
const NO_TYPO = new Set<string>(Object.keys(MIND_EN));

function buildIndex(
  lexicon: Partial<Record<Concept, string>>,
  stem: (w: string) => string,
  stemMind = true,
): Index {
  const ix: Index = { exact: new Map(), stems: new Map(), phrases: new Map(), typoTargets: new Map(), stem };
  for (const [c, entries] of Object.entries(lexicon) as [Concept, string][]) {
    for (const raw of entries.split('|')) {
      const entry = raw
        .trim()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '');
      if (!entry) continue;
      if (entry.includes(' ')) {
        const exactOnly = !stemMind && NO_TYPO.has(c);
        const keys = entry.split(' ').map((w) => (w.startsWith('=') ? w.slice(1) : exactOnly ? w : stem(w)));
        const list = ix.phrases.get(keys[0] ?? '') ?? [];
        list.push({ keys, c });
        ix.phrases.set(keys[0] ?? '', list);
        continue;
      }
      if (entry.startsWith('=')) {
        add(ix.exact, entry.slice(1), c);
        continue;
      }
      add(ix.exact, entry, c);
      if (stemMind || !NO_TYPO.has(c)) add(ix.stems, stem(entry), c);
      if (
        entry.length >= 5 &&
        /^[a-z]+$/.test(entry) &&
        (!NO_TYPO.has(c) || (c === 'endStrong' && entry.length >= 7))
      ) {
        const first = entry[0] ?? '';
        const list = ix.typoTargets.get(first) ?? [];
        if (!list.includes(entry)) list.push(entry);
        ix.typoTargets.set(first, list);
      }
    }
  }
  return ix;
}

const EN_INDEX = buildIndex(EN, stemEn);
const ES_INDEX = buildIndex(ES, stemEs, false);

/** Every word of every entry (single words and the words of phrases), as spelled. */
const LEXICON_WORDS = new Set(
  [...Object.values(EN), ...Object.values(ES)].flatMap((e) =>
    (e ?? '').split('|').flatMap((x) => x.replace(/=/g, '').split(' ')),
  ),
);
/** Whether a word is the lexicon's (as spelled, by stem or as a phrase's word). */
const inLexicon = (w: string) =>
  LEXICON_WORDS.has(w) || EN_INDEX.stems.has(stemEn(w)) || ES_INDEX.stems.has(stemEs(w));
/**
 * Whether a slip is never looked for in a word: the lexicon's own words, and real words of English or Spanish
 * (triage-words.ts: "littlest" is not "listless", "tener" is not "tender", "bella" is not "belly").
 */
const known = (w: string) => inLexicon(w) || NOT_TYPOS.has(w) || REAL_WORDS.has(w);

/**
 * The lexicon word a slip in w would be read as by any route, real words aside (npm run triage:real-words lists
 * the real words this would change, so that none is).
 */
export function slipTarget(w: string): string | null {
  if (inLexicon(w)) return null;
  const bare = (x: string) => inLexicon(x);
  return (
    mindSlip(w, bare, false) ??
    englishSlip(w, bare, false) ??
    typoOf(w, EN_INDEX, false) ??
    typoOf(w, ES_INDEX, false)
  );
}

/** Real words one slip away from a lexicon word, which must not be "corrected" into it. */
const NOT_TYPOS = new Set(
  'would showed carrying marrying hurrying breeding pleading feeding heading reading leading breathed visions matters swallow fainter painter dented dinner winner sinner blinding bleeping sleeping weeping seeping wetting setting getting letting betting sitting hitting fitting kitten mitten bitten smitten written spitting splitting sitting knitting hotter cotton rotten cooling falling calling failing filling willing killing milling tilling billing pilling selling telling yelling fevers clever never newer fewer sewer viewer viewed vowing mowing sowing bowing towing showing knowing growing flowing glowing blowing rowing crowing throwing stowing slowing lowering'.split(
    ' ',
  ),
);

function typoOf(w: string, ix: Index, real = true): string | null {
  if (w.length < 5 || NOT_TYPOS.has(w) || (real && REAL_WORDS.has(w)) || !/^[a-z]+$/.test(w)) return null;
  const max = w.length >= 8 ? 2 : 1;
  // Slips rarely touch the first two letters (save a swap of the second and third, "wtaers"); requiring them keeps
  // real words ("saying") from meeting others ("spying").
  for (const t of ix.typoTargets.get(w[0] ?? '') ?? [])
    if (t !== w && (t[1] === w[1] || (t[1] === w[2] && t[2] === w[1])) && within(w, t, max)) return t;
  return null;
}

/** "amarillito" -> "amarillo", "poquito" -> "poco", "rapidisimo" -> "rapido" (tried only if the word is unknown). */
function spanishVariants(w: string): string[] {
  const out: string[] = [];
  const dim = /^(.{3,}?)(?:c?it)([oa]s?)$/.exec(w);
  if (dim) {
    const base = (dim[1] ?? '').replace(/qu$/, 'c').replace(/gu$/, 'g');
    out.push(`${base}${dim[2] ?? ''}`, base);
  }
  const sup = /^(.{3,}?)isim([oa]s?)$/.exec(w);
  if (sup) out.push(`${(sup[1] ?? '').replace(/qu$/, 'c')}${sup[2] ?? ''}`);
  return out;
}

function wordConcepts(w: string, ix: Index, spanish: boolean): Set<Concept> | undefined {
  const exact = ix.exact.get(w);
  if (exact) return exact;
  const byStem = ix.stems.get(ix.stem(w));
  if (byStem) return byStem;
  if (spanish && ix === ES_INDEX)
    for (const v of spanishVariants(w)) {
      const hit = ix.exact.get(v) ?? ix.stems.get(ix.stem(v));
      if (hit) return hit;
    }
  return undefined;
}

/** Intensifiers that may stand inside a mind phrase ("might actually do something"). */
const FILLER = new Set([
  'actually',
  'really',
  'literally',
  'honestly',
  'seriously',
  'totally',
  'genuinely',
  'realmente',
]);

/** Her own words for herself, from someone telling of her (possessives only: "for her" is not "for me"). */
const THIRD_TO_FIRST: Readonly<Record<string, string>> = { her: 'my', herself: 'myself', hers: 'mine' };

/** Words that English texting uses for the baby but Spanish uses as a pronoun ("he": "he tenido", I have). */
const EN_ONLY_IF_ENGLISH = new Set(['lo', 'son', 'once', 'red', 'he']);

/** Whether the English lexicon knows a word, alone or as the first word of a phrase (triage-words-build.ts). */
export const englishKnows = (w: string) =>
  wordConcepts(w, EN_INDEX, false) !== undefined ||
  EN_INDEX.phrases.has(w) ||
  EN_INDEX.phrases.has(EN_INDEX.stem(w));

/**
 * In a message read in Spanish, a word written with a Spanish accent ("noté", "está") or commoner as a Spanish word
 * than an English one ("grave", "sea", "canal": triage-words.ts) is Spanish, not the English lexicon's.
 */
const spanishOnly = (read: ReadText, w: string) =>
  EN_ONLY_IF_ENGLISH.has(w) || SPANISH_FIRST.has(w) || read.accented.has(w);

/**
 * An English verb after "he" in a Spanglish message ("when he has fiebre", "he is so caliente"; Q45): the English
 * pronoun, the baby, not Spanish "he" (I have), which comes before a participle ("he tenido").
 */
const ENGLISH_AFTER_HE =
  /^(?:has|is|was|had|gets|got|keeps|kept|feels|felt|seems|looks|s|does|did|doesn|didn|can|cant|could|will|won|wont|would|hasn|isn|wasn|just|still|always|never|only|also|really|started|stopped|wakes|woke|cries|cried|throws|threw|vomits|vomited|sleeps|slept|eats|ate|drinks|drank)$/;

/** Every concept named in the message, with where it stands. */
/** Spanish function words, or Spanish-only lexicon words ("sangro mucho ayuda"), make the message read in Spanish too. */
function readsSpanish(read: ReadText): boolean {
  if (read.spanish) return true;
  let hits = 0;
  for (const t of read.tokens)
    if (t.w.length >= 4 && ES_INDEX.exact.has(t.w) && !EN_INDEX.exact.has(t.w)) hits++;
  // A fragment ("veo lucecitas"): one Spanish-only word among a few is enough.
  return hits >= 2 || (hits === 1 && read.tokens.length <= 4);
}

export function tagConcepts(read: ReadText): Mention[] {
  const { tokens } = read;
  const spanish = readsSpanish(read);
  const indexes = spanish ? [EN_INDEX, ES_INDEX] : [EN_INDEX];
  const out: Mention[] = [];
  const seen = new Set<string>();
  const push = (c: Concept, start: number, end: number) => {
    const key = `${c}:${start}:${end}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ c, start, end });
    }
  };
  // Slips in the mind's words, read as the word meant (triage-mind-spelling.ts), for words and phrases alike.
  // Then slips in any English lexicon word, in English messages (triage-slips.ts: "withot", "tablts", "buton").
  const words = tokens.map((t) => mindSlip(t.w, known) ?? (spanish ? null : englishSlip(t.w, known)) ?? t.w);
  const stems = indexes.map((ix) => words.map((w) => ix.stem(w)));
  words.forEach((w, i) => {
    indexes.forEach((ix, k) => {
      // (An English phrase still meets: "hay fever" is hay fever in any message.)
      const english = !(
        ix === EN_INDEX &&
        spanish &&
        spanishOnly(read, w) &&
        !(w === 'he' && ENGLISH_AFTER_HE.test(words[i + 1] ?? ''))
      );
      let found = english ? wordConcepts(w, ix, spanish) : undefined;
      if (!found && english && !(spanish && ix === EN_INDEX && ES_INDEX.exact.has(w))) {
        // (Never in a word the lexicon knows by another route: "passing" is not "pausing".)
        // (Never in a word some lexicon entry is written with: "acting" is not "aching", "passing" not "pausing".)
        const fixed = LEXICON_WORDS.has(w) ? null : typoOf(w, ix);
        if (fixed) found = ix.exact.get(fixed);
      }
      for (const c of found ?? []) push(c, i, i + 1);
      const own = stems[k] ?? [];
      const third = THIRD_TO_FIRST[w];
      for (const key of new Set([w, own[i] ?? '', third ?? ''])) {
        for (const p of ix.phrases.get(key) ?? []) {
          // The mind's phrases are written in her own words; told of her ("taking all her pills", "a knife to her
          // wrist"), "her" reads as "my".
          const mind = NO_TYPO.has(p.c);
          if (key === third && key !== w && !mind) continue;
          let ok = true;
          // (In the mind's phrases an intensifier may stand between the words: "might actually do something".)
          let at = i;
          for (let j = 1; j < p.keys.length && ok; j++) {
            at++;
            if (mind && FILLER.has(words[at] ?? '') && words[at] !== p.keys[j]) at++;
            const tok = words[at];
            ok =
              tok !== undefined &&
              (tok === p.keys[j] || own[at] === p.keys[j] || (mind && THIRD_TO_FIRST[tok] === p.keys[j]));
          }
          if (ok) push(p.c, i, at + 1);
        }
      }
    });
  });
  // "hay fever", "cabin fever": a name with a sign's word inside it is only that name.
  const names = out.filter((m) => m.c === 'notSign');
  const kept = names.length
    ? out.filter((m) => m.c === 'notSign' || !names.some((n) => m.start >= n.start && m.end <= n.end))
    : out;
  return kept.filter((m) => !(m.c === 'faint' && thingCollapses(words, m.start)));
}

/** "the pillow fort keeps collapsing", "the tent collapsed": a thing falls in, not a person (no one is named). */
function thingCollapses(words: readonly string[], i: number): boolean {
  if (!/^collaps/.test(words[i] ?? '')) return false;
  let k = i - 1;
  while (/^(?:keeps|kept|keep|just|has|had|is|was|always|then|finally)$/.test(words[k] ?? '')) k--;
  const head = words.slice(Math.max(0, k - 2), k + 1);
  return head.some((w) => /^(?:the|a|our|this|that)$/.test(w)) && !head.some((w) => PERSON.test(w));
}
const PERSON =
  /^(?:she|he|i|her|him|me|mum|mom|mother|wife|partner|girlfriend|daughter|sister|friend|baby|son|husband|nan|gran)$/;
