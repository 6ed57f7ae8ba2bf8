/**
 * Swahili and Sheng through the concept layer (docs/clinical-safety.md, "How triage reads a message"), read the way
 * triage-tagalog.ts reads Tagalog: in a message that reads as Swahili, each Swahili word or run of words is
 * replaced by its English gloss (triage-lexicon-sw.ts), so the English lexicons tag the same concepts and the rules
 * read who, negation, time and resolution as in English. English words in the message (Sheng mixes many: "stitches
 * zangu", "iko red") are left as typed.
 * - A message reads as Swahili when it holds two of Swahili's own grammar words (kwa, hii, sasa, leo, jana, tangu,
 *   mimi, yangu, wangu, yake, mtoto, hana, sina, lakini, ama, hakuna, niko...), chosen among words English,
 *   Spanish and Tagalog do not use ("na", "ni", "ya", "sana", "ako", "kama" count for nothing), and enough of its
 *   words are Swahili. A Tagalog message stays Tagalog.
 * - Verbs (a small stripper, tried only on a word the lexicon does not spell): a negative ha-, si-, hu-, a subject
 *   a-, ni-, u-, tu-, m-, wa-, i-, ki-, li-, zi-, a tense -na-, -li-, -me-, -ta-, -ki-, -nge-, -ja- (negative past),
 *   an object -m-, -ni-, -wa-, the reflexive -ji- and the infinitive ku-: "inatoka" -> toka, "amezimia" -> zimia,
 *   "kujiua" -> jiua, "hajakojoa" -> kojoa; the negative present's -i ("hanyonyi" -> nyonya). Only a verb root of
 *   the lexicon is accepted, never a grammar word. A negative prefix is read as "not": "hajakojoa" is "she has not
 *   passed urine", "hajasikia mtoto akicheza" is "has not felt the baby moving".
 */
import { SW_FUTURE, SW_PAST, SW_PHRASES, SW_ROOTS, SW_WORDS } from './triage-lexicon-sw.ts';
import { glossEach, grammarAndShare, phraseAt, phraseIndex } from './triage-gloss-phrases.ts';
import type { Token } from './triage-text.ts';

const GRAMMAR = new Set(
  'kwa hii hiyo sasa leo mbili tatu nne nane tisa kumi ishirini changu wala lini naweza vizuri jana juzi tangu mimi yangu wangu yake wake zake zangu yetu wetu mtoto mtoi hana sina siwezi lakini ama hakuna niko iko yuko kuna kabisa kidogo sawa nini gani siku zilizopita baada kuliko zaidi bado pia hapa tena hivi hivyo kwenye nimeona anasema nataka sijui tuko nimechoka mimba mke bibi ndio hadi mpaka upande kushoto kulia nikiwa akiwa hayupo sijui ndani nje'.split(
    ' ',
  ),
);
const SHARE = 0.3;

/** How many of Swahili's grammar words a message holds, and the share of its words the lexicon reads. */
export const swahiliShare = (tokens: readonly Token[]): [number, number] =>
  grammarAndShare(tokens, GRAMMAR, (w) => gloss(w) !== undefined);
export function readsSwahili(tokens: readonly Token[]): boolean {
  const [grammar, share] = swahiliShare(tokens);
  // (Iteration 44: a message most of whose words are Swahili reads as Swahili with one grammar word or none.)
  const words = tokens.filter((t) => /^[a-z]+$/.test(t.w)).length;
  return (grammar >= 2 && share >= SHARE) || (grammar >= 3 && share >= 0.2) || (words >= 4 && share >= 0.5);
}

const NEGATIVE = ['ha', 'si', 'hu'];
const SUBJECT = ['a', 'ni', 'u', 'tu', 'm', 'wa', 'i', 'ki', 'li', 'zi', 'ya', 'n', 'ku', 'mu'];
const TENSE = ['na', 'li', 'me', 'ta', 'ki', 'nge', 'ja', 'ka', 'ku'];
const OBJECT = ['ji', 'mw', 'm', 'ni', 'wa', 'ku', 'mu', 'vi', 'zi'];
/** Who a subject prefix names ("a-" she or he, "ni-" I). */
const WHO: Readonly<Record<string, string>> = { a: 'she', ni: 'i', n: 'i', tu: 'we', wa: 'they' };
const NEG_WHO: Readonly<Record<string, string>> = { ha: 'she', si: 'i', hu: 'you' };

const RELATIVE: readonly [string, string][] = [
  ['ye', 'who'],
  ['po', 'when she'],
  ['cho', ''],
  ['yo', ''],
  ['vyo', ''],
];

/** Subject prefixes of things (noun classes), and the glosses a verb takes when a thing is its subject. */
const THING = new Set(['i', 'zi', 'li', 'ki', 'ya']);
const THING_GLOSS: Readonly<Record<string, string>> = { tetemeka: 'is shaking', legea: 'is loose' };

const isRoot = (w: string) => w.length >= 3 && SW_ROOTS.has(w);

export interface SwahiliVerb {
  root: string;
  negative: boolean;
  who: string;
  past: boolean;
  /** The tense marker ("ta" future, "ja" not yet) and whether an object "-m-" (him, her) was found. */
  tense?: string;
  him?: boolean;
  /** The subject is a thing ("matatu inatetemeka", "suruali imelegea"), not a person. */
  thing?: boolean;
}

/** The lexicon root of a Swahili verb form, with its negation and subject, or null. */
export function swahiliVerb(word: string): SwahiliVerb | null {
  if (isRoot(word)) return { root: word, negative: false, who: '', past: false };
  const heads: [string, boolean, string][] = [[word, false, '']];
  for (const n of NEGATIVE)
    if (word.startsWith(n)) heads.push([word.slice(n.length), true, NEG_WHO[n] ?? '']);
  for (const [w0, neg, who0] of heads) {
    const subjects: [string, string][] = [[w0, who0]];
    for (const s of SUBJECT)
      if (w0.startsWith(s)) subjects.push([w0.slice(s.length), who0 || (WHO[s] ?? '')]);
    for (const [w1, who] of subjects) {
      const tenses = [w1];
      for (const t of TENSE) if (w1.startsWith(t)) tenses.push(w1.slice(t.length));
      for (const w2 of tenses) {
        const tense = w1.slice(0, w1.length - w2.length);
        // A relative marker after the tense: "aliyefikiria" (who thought), "alipojifungua" (when she gave birth).
        const rels: [string, string][] = [[w2, who]];
        for (const [r, rw] of RELATIVE) if (w2.startsWith(r)) rels.push([w2.slice(r.length), rw]);
        for (const [w2r, who2] of rels) {
          const objects = [w2r];
          for (const o of OBJECT) if (w2r.startsWith(o)) objects.push(w2r.slice(o.length));
          for (const w3 of objects) {
            if (w3 === word) continue;
            const him = /^(?:m|mw|mu)/.test(w2r.slice(0, w2r.length - w3.length)) && w2r !== w3;
            // (A "-ki-" form is a clause of another verb: "hajasikia mtoto akicheza", not felt the baby moving.)
            if (isRoot(w3))
              return {
                root: w3,
                negative: neg,
                who: tense === 'ki' ? '' : who2,
                past: tense === 'li',
                tense,
                him,
                thing: THING.has(w0.slice(0, w0.length - w1.length)),
              };
            // The subjunctive ends in -e: "nimtupe" is "tupa", "nijiue" is "jiua".
            if (w3.endsWith('e') && w3.length >= 4 && isRoot(`${w3.slice(0, -1)}a`))
              return { root: `${w3.slice(0, -1)}a`, negative: neg, who: who2, past: false, him };
            // The negative present ends in -i: "hanyonyi" is "nyonya", "sikojoi" is "kojoa".
            if (neg && w3.endsWith('i') && isRoot(`${w3.slice(0, -1)}a`))
              return { root: `${w3.slice(0, -1)}a`, negative: neg, who: who2, past: false };
          }
        }
      }
    }
  }
  return null;
}

/** The English gloss of one Swahili word, or undefined for a word to keep as typed (English, a number). */
function gloss(w: string): string | undefined {
  const direct = SW_WORDS[w];
  if (direct !== undefined) return direct;
  if (!/^[a-z]{4,}$/.test(w)) return undefined;
  const v = swahiliVerb(w);
  if (!v) return undefined;
  const base = (v.past ? SW_PAST[v.root] : undefined) ?? SW_WORDS[v.root] ?? '';
  // (Iteration 44: "-ta-" is a future, "ha-...-ja-" not yet, an object "-m-" him or her: "nimtupe" I throw him.)
  const thing = v.thing ? THING_GLOSS[v.root] : undefined;
  if (thing && !v.negative) return thing;
  const future = v.tense === 'ta' ? SW_FUTURE[v.root] : undefined;
  const g = `${future ?? (v.tense === 'ta' ? `will ${base}` : base)}${v.him && MIND_OBJECT.has(v.root) ? ' him' : ''}`;
  if (!g.trim() && !v.negative) return '';
  if (v.negative && v.tense === 'ja') {
    const done = `${SW_PAST[v.root] ?? base}${v.him && MIND_OBJECT.has(v.root) ? ' him' : ''}`;
    return `${v.who} ${v.who === 'she' ? 'has' : 'have'} not ${done}`.trim();
  }
  return v.negative ? `${v.who} not ${g}`.trim() : `${v.who} ${g}`.trim();
}

const PHRASES = phraseIndex(SW_PHRASES);
/** Verbs whose object "-m-" is said ("nimtupe": I throw him), so harm to the baby is heard. */
const MIND_OBJECT = new Set(['tupa', 'dhuru', 'umiza', 'nyonga', 'funika', 'chukua', 'sikia']);

const POSSESSIVE: Readonly<Record<string, string>> = Object.fromEntries([
  ...glossEach('yangu wangu zangu langu changu vyangu kwangu', 'my'),
  ...glossEach('yake wake zake lake chake vyake', 'her'),
  ...glossEach('yetu wetu zetu letu chetu', 'our'),
  ...glossEach('yako wako zako lako chako', 'your'),
]);

const PERIOD: Readonly<Record<string, string>> = { asubuhi: 'am', mchana: 'pm', jioni: 'pm', usiku: 'night' };
const HOUR = (w: string) => Number(/^\d{1,2}$/.test(w) ? w : (SW_WORDS[w] ?? NaN));

/** A Swahili clock time at token i, as English ("8 pm"), with how many tokens it takes, or null. */
export function swahiliClock(tokens: readonly Token[], i: number): [string, number] | null {
  if (tokens[i]?.w !== 'saa') return null;
  const n = HOUR(tokens[i + 1]?.w ?? '');
  if (!(n >= 1 && n <= 12)) return null;
  const period = PERIOD[tokens[i + 2]?.w ?? ''];
  const before = tokens[i - 1]?.w ?? '';
  if (!period && !['tangu', 'ni', 'hadi', 'mpaka', 'kuanzia', 'kabla', 'baada'].includes(before)) return null;
  const h = ((n + 5) % 12) + 1;
  const half = period === 'night' ? (n <= 5 ? 'pm' : 'am') : (period ?? (n <= 5 ? 'am' : 'pm'));
  return [`${String(h)} ${half}`, period ? 3 : 2];
}

const UNITS = /^(?:days|weeks|hours|hour|minutes|months|times|pads)$/;

/** The message's tokens with its Swahili read as English (only called when readsSwahili holds). */
export function swahili(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  let lastStart = -1;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i] as Token;
    const emit = (g: string) => {
      lastStart = out.length;
      for (const x of g.split(' ')) if (x) out.push({ ...t, w: x });
    };
    // A possessive follows its noun ("bibi yangu": my wife): it goes before the noun's gloss.
    const pos = POSSESSIVE[t.w];
    if (pos && lastStart >= 0 && out[lastStart]?.sent === t.sent) {
      out.splice(lastStart, 0, { ...t, w: pos });
      lastStart = -1;
      i++;
      continue;
    }
    // A clock time ("saa 2 usiku", "tangu saa 8"): Swahili hours count from 6 o'clock ("saa 2 usiku" is 8 pm).
    const clock = swahiliClock(tokens, i);
    if (clock) {
      emit(clock[0]);
      i += clock[1];
      continue;
    }
    // "Kawaida" before a verb is "usually" ("kawaida anacheza sana usiku"), not "normal".
    if (t.w === 'kawaida' && swahiliVerb(tokens[i + 1]?.w ?? '')) {
      emit('usually');
      i++;
      continue;
    }
    const phrase = phraseAt(tokens, i, PHRASES);
    if (phrase) {
      emit(phrase[0]);
      i += phrase[1];
      continue;
    }
    const g = gloss(t.w);
    // A number follows what it counts ("siku nne", "wiki 28"): it goes before it, "4 days", "28 weeks".
    // (Iteration 44: only right after its unit, or after "of" in "siku ya nne", not two words further on.)
    const back = out.at(-1)?.w === 'of' ? 2 : 1;
    const unit = out.slice(-back).findIndex((x) => UNITS.test(x.w));
    if (unit >= 0 && /^\d+(?:\.\d+)?$/.test(g ?? t.w)) {
      out.splice(out.length - Math.min(back, out.length) + unit, 0, { ...t, w: g ?? t.w });
      lastStart = -1;
      i++;
      continue;
    }
    if (g === undefined) {
      lastStart = out.length;
      out.push(t);
    } else emit(g);
    i++;
  }
  return out;
}
