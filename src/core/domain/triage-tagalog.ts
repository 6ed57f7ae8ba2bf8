/**
 * Tagalog and Taglish through the concept layer (docs/clinical-safety.md, "How triage reads a message"), as
 * triage-pidgin.ts does for Pidgin: in a message that reads as Tagalog, each Tagalog word or run of words is
 * replaced by its English gloss (triage-lexicon-tl.ts), so the lexicons tag the same concepts and the rules read
 * who, negation, time and resolution as in English. English words in the message (Taglish) are left as typed.
 * - A message reads as Tagalog when it holds two of Tagalog's own grammar words (ang, ng, yung, ako, ko, siya,
 *   hindi, wala, tapos, parang, kanina...). Particles alone (po, naman, lang, ba, na, pa) do not make it Tagalog:
 *   English with particles ("still dizzy po") is read as English, untouched.
 * - Affixes (a small stripper, tried only on a word neither lexicon spells): nag-, mag-, nang-, mang-, pag-, ka-,
 *   naka-, maka-, nakaka-, na-, ma-, ni-, i-, the infixes -um- and -in-, the suffixes -an, -han, -in, -hin, a
 *   repeated first syllable ("dinudugo" -> "dudugo" -> "dugo", "sumasakit" -> "sasakit" -> "sakit",
 *   "nagsusuka" -> "susuka" -> "suka") and the linker -ng ("biglang", "walang"); only a root of the lexicon's
 *   signs, body or mind is accepted, never a grammar word.
 * - Taglish verbs: an English verb of a sign with a Tagalog prefix is that verb ("nagbleed", "nagbibleed",
 *   "nagleleak", "nagcocontract"); Tagalog numbers are digits ("tatlong araw" is 3 days).
 * - Word order: "ko", "niya", "namin" after a noun are "my", "her", "our" before it ("ulo ko": my head); after a
 *   verb they are its subject ("naisip ko": I thought). "siya" is the baby in a message about the baby alone.
 */
import spelling from './triage-spelling.json' with { type: 'json' };
import { TL_PHRASES, TL_WORDS } from './triage-lexicon-tl.ts';
import { phraseAt, phraseIndex } from './triage-gloss-phrases.ts';
import type { Token } from './triage-text.ts';

const GRAMMAR = new Set(
  'ang ng mga yung ung ako ko siya sya niya nya hindi wala walang tapos parang sobrang kanina kagabi kahapon ngayon namin natin yun kung bakit paano sabi nung noong talaga habang akong siyang ayoko kasi daw sa walang akin buong hanggang dapat lumalabas nasa kaninang ngayong niyang nyang kong kanya gusto ayaw'.split(
    ' ',
  ),
);

/** Whether a message is Tagalog or Taglish enough to be read through the Tagalog lexicon. */
export function tagalogShare(tokens: readonly Token[]): [number, number] {
  const words = tokens.map((t) => t.w).filter((w) => /^[a-z]+$/.test(w));
  const seen = new Set(words.filter((w) => GRAMMAR.has(w)));
  // ("si", "ni" are Spanish words too: Tagalog only before a person, "si baby", "ni misis".)
  words.forEach((w, i) => {
    if ((w === 'si' || w === 'ni') && NAMED.test(words[i + 1] ?? '')) seen.add(w);
  });
  const tl = words.filter((w) => gloss(w) !== undefined && !ENGLISH_TOO.has(w)).length;
  return [seen.size, words.length ? tl / words.length : 0];
}
export function readsTagalog(tokens: readonly Token[]): boolean {
  const [grammar, share] = tagalogShare(tokens);
  // (Three of its grammar words make it Taglish with a longer English tail: "malungkot lagi ako this pregnancy...".)
  return (grammar >= 2 && share >= SHARE) || (grammar >= 3 && share >= 0.2);
}
const NAMED = /^(?:baby|misis|mister|mama|nanay|lola|lolo|hubby|ate|kuya|bunso|tita|tito|papa)$/;
/** Words Tagalog and English texting share, which do not count towards a message's Tagalog. */
const ENGLISH_TOO = new Set('ok okay baby hospital violet mens since hubby mommy mama'.split(' '));
const SHARE = 0.3;

/** Glosses that name a thing ("ulo ko" is "my head"), as against an act ("naisip ko" is "I thought"). */
const NOUNS = new Set(
  'head nose gums eldest tummy lower chest back calf thigh knee feet hands fingers face eyes lips mouth skin ribs jaw arm shoulder neck heart breast body nappy pad vision wife husband baby grandson mum grandma aunt uncle sister brother cousin friend neighbour niece colleague doctor blood period stitches wound water waters wee movements kicks leg nipple belly cord home house phone'.split(
    ' ',
  ),
);
/** Roots the stripper may land on: the signs, the body and the mind, never a grammar word. */
const NOT_ROOTS = new Set(
  'galing wala kung para pero kahit dati sabi okay gusto kailangan dapat pwede lalo ulit bigla dami tapos habang mama nanay anak apo bata lola tita tito kuya ate kulay baba isip'.split(
    ' ',
  ),
);
const PREFIXES = [
  'nakaka',
  'naka',
  'maka',
  'pinag',
  'nagpa',
  'magpa',
  'nag',
  'mag',
  'nang',
  'mang',
  'pag',
  'ka',
  'na',
  'ma',
  'ni',
  'i',
];

const isRoot = (w: string) => w.length >= 3 && !NOT_ROOTS.has(w) && (TL_WORDS[w] ?? '') !== '';

/** The lexicon root of an affixed Tagalog word, or null. */
export function tagalogRoot(word: string): string | null {
  let frontier = [word];
  const seen = new Set(frontier);
  for (let depth = 0; depth < 4 && frontier.length; depth++) {
    const next: string[] = [];
    for (const w of frontier) {
      const c: string[] = [];
      for (const p of PREFIXES) if (w.startsWith(p) && w.length - p.length >= 3) c.push(w.slice(p.length));
      const inf = /^([^aeiou]?)(?:um|in)(.{3,})$/.exec(w);
      if (inf) c.push(`${inf[1] ?? ''}${inf[2] ?? ''}`);
      for (const k of [1, 2, 3])
        if (w.length - k >= 3 && w.slice(0, k) === w.slice(k, 2 * k) && /[aeiou]$/.test(w.slice(0, k)))
          c.push(w.slice(k));
      const suf = /^(.{3,}?)(?:han|hin|an|in)$/.exec(w);
      if (suf) c.push(suf[1] ?? '');
      for (const x of c) {
        if (isRoot(x)) return x;
        if (!seen.has(x)) {
          seen.add(x);
          next.push(x);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/** English verbs of the signs that Taglish gives Tagalog affixes ("nagbleed", "nagbibleed", "nagleleak"). */
const TAGLISH =
  /^(?:bleed|bleeding|spot|spotting|leak|leaking|cramp|cramps|cramping|vomit|faint|contract|contracting|seizure|collapse)$/;
const TAGLISH_PREFIX = /^(?:nagpa|magpa|nag|mag|naka|na|ma|pina)/;

/** "nagbibleed" -> "bleed": a Tagalog prefix (and a repeated first syllable) on an English verb of a sign. */
function englishVerb(w: string): string | null {
  const rest = w.replace(TAGLISH_PREFIX, '');
  if (rest === w) return null;
  for (const k of [0, 2, 3]) {
    const v = rest.slice(k);
    if (TAGLISH.test(v) && (k === 0 || rest[0] === v[0])) return v;
  }
  return null;
}

/** The English gloss of one Tagalog word, or undefined for a word to keep as typed (English, a number). */
function gloss(w: string): string | undefined {
  const direct = TL_WORDS[w];
  if (direct !== undefined) return direct;
  // The linker: "biglang" is "bigla", "walang" is "wala", "matinding" is "matindi".
  if (/ng$/.test(w) && TL_WORDS[w.slice(0, -2)] !== undefined) return TL_WORDS[w.slice(0, -2)];
  if (!/^[a-z]{5,}$/.test(w)) return undefined;
  const taglish = englishVerb(w);
  if (taglish) return taglish;
  const root = tagalogRoot(w);
  return root ? TL_WORDS[root] : undefined;
}

const PHRASES = phraseIndex(TL_PHRASES);

const POSSESSIVE: Readonly<Record<string, [string, string]>> = {
  ko: ['my', 'i'],
  kong: ['my', 'i'],
  niyang: ['her', 'she'],
  nyang: ['her', 'she'],
  niya: ['her', 'she'],
  nya: ['her', 'she'],
  namin: ['our', 'we'],
  natin: ['our', 'we'],
  mo: ['your', 'you'],
};

/** Words the text reader spells out in two ("bp" is "blood pressure"): "BP ko" is "my blood pressure". */
const PAIRS = new Set(
  Object.values(spelling as Record<string, string>).filter((v) => v.split(' ').length === 2),
);

const THING = /^(?:yung|ung|ang|iyong|yong|un|mga)$/;
const STAY = /^(?:na|lang|muna|man)$/;
/** Particles that carry no sign and may stand inside a phrase ("hindi daw totoong anak"): dropped first. */
const PARTICLES = new Set(['po', 'poh', 'daw', 'raw', 'nga', 'yata', 'ata', 'ba', 'pala']);

/** The message's tokens with its Tagalog read as English (only called when readsTagalog holds). */
export function tagalog(typed: readonly Token[]): Token[] {
  const tokens = typed.filter((t) => !PARTICLES.has(t.w));
  const all = tokens.map((t) => t.w);
  const has = (re: RegExp) => all.some((w) => re.test(w));
  const pregnantChild = has(/^buntis$/) && has(/^anak$/);
  // "siya" is the baby when the message is about the baby and no grown woman is named.
  const aboutBaby = has(/^(?:baby|apo|sanggol|bebe)$/) && !has(/^(?:misis|asawa|buntis|mama|nanay|ako|ko)$/);
  const out: Token[] = [];
  let lastStart = -1;
  let lastGloss = '';
  let lastTyped = false;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i] as Token;
    const emit = (g: string) => {
      lastTyped = false;
      lastStart = out.length;
      lastGloss = g;
      for (const x of g.split(' ')) if (x) out.push({ ...t, w: x });
    };
    const phrase = phraseAt(tokens, i, PHRASES);
    if (phrase) {
      emit(phrase[0]);
      i += phrase[1];
      continue;
    }
    const pos = POSSESSIVE[t.w];
    if (pos && lastStart >= 0 && out[lastStart]?.sent === t.sent) {
      // (An English word before "ko" is a noun she names: "bp ko", "stretch marks ko".)
      const noun = lastTyped || NOUNS.has(lastGloss.split(' ').pop() ?? '');
      const word = noun ? pos[0] : pos[1];
      out.splice(lastStart, 0, {
        ...t,
        w: aboutBaby && word !== 'my' && word !== 'i' && pos[0] === 'her' ? 'baby' : word,
      });
      lastGloss = '';
      i++;
      continue;
    }
    let g = gloss(t.w);
    if (t.w === 'anak' && pregnantChild) g = 'daughter';
    if (aboutBaby && /^(?:siya|sya|cya|siyang|syang)$/.test(t.w)) g = 'baby';
    // A thing that goes away is not her disappearing ("sana mawala na yung sakit": may the pain go away).
    if (g === 'disappear' && THING.test(tokens.slice(i + 1, i + 4).find((x) => !STAY.test(x.w))?.w ?? ''))
      g = 'go away';
    if (g === undefined) {
      lastTyped = /^[a-z]+$/.test(t.w) && !/ed$/.test(t.w);
      lastStart = PAIRS.has(`${out[out.length - 1]?.w ?? ''} ${t.w}`) ? out.length - 1 : out.length;
      lastGloss = t.w;
      out.push(t);
    } else emit(g);
    i++;
  }
  return out;
}
