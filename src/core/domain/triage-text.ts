/**
 * The first step of triage's concept layer (docs/clinical-safety.md, "How triage reads a message"): a message
 * as typed at 3 a.m. becomes a list of plain words with their sentence and clause. Lower case, accents folded
 * (Spanish is read through the same words without its accents), emoji read as words, contractions and texting
 * shorthand spelled out ("cant" -> "can not", "lo" -> "baby", "dh" -> "husband"), numbers kept with their
 * units apart ("38.5c" -> "38.5 c", "35,6" -> "35.6", "6-7 mins" -> "6 to 7 minutes", 163/111 kept whole).
 * Pure and deterministic; runs in the browser as well as on the server.
 */
import spelling from './triage-spelling.json' with { type: 'json' };
import { pidgin } from './triage-pidgin.ts';
import { hindi, readsHindi } from './triage-hindi.ts';
import { readsSwahili, swahili } from './triage-swahili.ts';
import { readsTagalog, tagalog } from './triage-tagalog.ts';
import { DIGIT_WORDS } from './triage-number-words.ts';
import { splitAtTurns } from './triage-text-turns.ts';

export type Lang = 'en' | 'es';

export interface Token {
  /** The folded, spelled-out word, a number ("38.5", "163/111", "39+2") or a bare symbol word. */
  w: string;
  /** Index of the sentence and of the clause (a sentence cut at commas and at "but"). */
  sent: number;
  clause: number;
}

export interface ReadText {
  tokens: Token[];
  /** Sentences that end in a question mark. */
  questions: ReadonlySet<number>;
  /** Tagalog words were read through their English glosses (triage-tagalog.ts). */
  tagalog: boolean;
  /** Swahili words were read through their English glosses (triage-swahili.ts). */
  swahili: boolean;
  /** Spanish words are read too (a Spanish or mixed message). */
  spanish: boolean;
  /** Words written with a Spanish accent or ñ, folded ("noté" -> "note"): Spanish words, whatever they fold to. */
  accented: ReadonlySet<string>;
  /** The tokens joined by single spaces (for the few patterns that read word sequences). */
  text: string;
}

/** Emoji that carry a symptom or a feeling; any other emoji is dropped. */
const EMOJI: Record<string, string> = {
  '\u{1FA78}': 'blood',
  '\u{1F62D}': 'crying',
  '\u{1F622}': 'crying',
  '\u{1F912}': 'fever',
  '\u{1F92E}': 'vomiting',
  '\u{1F922}': 'sick',
  '\u{1F975}': 'hot',
  '\u{1F976}': 'cold',
  '\u{1F635}': 'faint',
  '\u{1F4AB}': 'dizzy',
  '\u{1F198}': 'help',
  '\u{1F691}': 'ambulance',
  '\u{1F48A}': 'pills',
  '\u{1F52A}': 'knife',
  '\u{1F630}': 'scared',
  '\u{1F628}': 'scared',
  '\u{1F631}': 'scared',
  '\u{1F494}': 'heartbroken',
  '\u{1F476}': 'baby',
  '\u{1F37C}': 'bottle',
  '\u{1F4A7}': 'water',
  '\u{1F321}': 'temperature',
  '\u{1F915}': 'hurt',
  '\u{1F634}': 'sleepy',
  '\u{1F525}': 'burning',
  '\u{1F602}': 'lol',
  '\u{1F923}': 'lol',
  '\u{1F644}': 'lol',
  '\u{1F629}': 'tired',
  '\u{1F62B}': 'tired',
  // The mind: a grave, a coffin, a bridge, a train, a gun, a knot of rope, the sea; a skull or a sweaty grin laughs.
  '\u{1FAA6}': 'grave',
  '\u{26B0}': 'coffin',
  '\u{1F309}': 'bridge',
  '\u{1F686}': 'train',
  '\u{1F682}': 'train',
  '\u{1F684}': 'train',
  '\u{1F687}': 'train',
  '\u{1F52B}': 'gun',
  '\u{1FAA2}': 'rope',
  '\u{1F30A}': 'sea',
  '\u{1F480}': 'lol',
  '\u{2620}': 'lol',
  '\u{1F605}': 'lol',
  '\u{1F606}': 'lol',
};
const EMOJI_RE = new RegExp(Object.keys(EMOJI).join('|'), 'gu');

const SPELLING: Readonly<Record<string, string>> = spelling;

/** Words that cut a sentence into clauses (negation and subjects do not carry across them). */
const CLAUSE_WORDS = new Set(['but', 'though', 'although', 'however', 'whereas', 'except', 'pero', 'aunque']);

/** Function words that only Spanish uses (a message with two of them is read with the Spanish lexicon too). */
const SPANISH_WORDS = new Set(
  'que de la el los las un unos unas leve y mi mis me se es esta estoy tengo tiene muy pero con por para una hace desde como le ya nada ni sin del al hoy ayer noche dia dias semanas horas mucho poco muchisimo bebe hija hijo esposa mujer soy estaba cuando porque tambien quiero puedo doy mas siento duele hay voy va ayuda'.split(
    ' ',
  ),
);

const TENS: Record<string, number> = { thirty: 30, forty: 40, treinta: 30, cuarenta: 40 };
const UNITS: Record<string, number> = { zero: 0, oh: 0, cero: 0, ...DIGIT_WORDS };
/** A temperature's whole degrees said in words, before a decimal or "degrees" ("thirty eight point two"). */
const SPOKEN_TENS =
  /\b(thirty|forty|treinta|cuarenta)(?:[ -]| y )(one|two|three|four|five|six|seven|eight|nine|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)(?= (?:point|punto|coma|degrees|grados)\b)/g;

/** A Fahrenheit reading's hundred said in words ("one hundred and one point two", "a hundred and one point five"). */
const SPOKEN_HUNDRED =
  /\b(?:a|one) hundred (?:and )?(one|two|three|four|five|six|seven|eight|nine|ten)(?= (?:point|degrees)\b)/g;
const HUNDRED_UNITS: Record<string, number> = { ...UNITS, ten: 10 };

function fold(message: string): string {
  return (
    message
      .replace(EMOJI_RE, (e) => ` ${EMOJI[e] ?? ''} `)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f\ufe0f\u200d]/g, '')
      .toLowerCase()
      // (Turkish dotless i, which NFKD leaves as it is: "akıntısı", discharge, is "akintisi".)
      .replace(/\u0131/g, 'i')
      .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
      // Punctuation dictated in words (voice to text, H94): "full stop", "question mark", "comma".
      .replace(/\s*\bfull stop\b/g, '.')
      .replace(/\s*\bquestion mark\b/g, '?')
      .replace(/\s*\bexclamation mark\b/g, '!')
      .replace(/\s+comma\b/g, ',')
      // Contractions said with an apostrophe.
      .replace(/\bcan't\b/g, 'can not')
      .replace(/\bwon't\b/g, 'will not')
      .replace(/n't\b/g, ' not')
      .replace(/\bi'm\b/g, 'i am')
      .replace(/'ll\b/g, ' will')
      .replace(/'re\b/g, ' are')
      .replace(/'ve\b/g, ' have')
      .replace(/\b(i|you|he|she|we|they|it|that|there|who)'d\b/g, '$1 would')
      .replace(/\b(he|she|it|that|there|what|who|where|here)'s\b/g, '$1 is')
      .replace(/'s\b/g, '')
      .replace(/'/g, '')
      // The colour of the eyes ("his eyes are baby blue", "pale blue eyes"): a colour, not "baby blues" or pale.
      .replace(
        /\b(eyes (?:are |look |is |were |seem |still )?(?:a )?)(?:baby|pale|light|sky|bright|icy) blue\b/g,
        '$1blue',
      )
      .replace(/\b(?:baby|pale|light|sky|bright|icy) blue eyes\b/g, 'blue eyes')
      // Shorthand: "w/" with, "w/o" without, "&" and.
      .replace(/\bw\/o\b/g, ' without ')
      .replace(/\bw\//g, ' with ')
      .replace(/&/g, ' and ')
      // Numbers: decimal commas, degrees, ranges, units stuck to the number, currency.
      .replace(/(\d),(\d)(?!\d)/g, '$1.$2')
      // "thirty eight point two", "treinta y ocho punto cinco": a reading dictated whole, in words.
      .replace(SPOKEN_HUNDRED, (_m, unit: string) => String(100 + (HUNDRED_UNITS[unit] ?? 0)))
      .replace(SPOKEN_TENS, (_m, tens: string, unit: string) =>
        String((TENS[tens] ?? 0) + (UNITS[unit] ?? 0)),
      )
      .replace(
        /(\d) (point|punto|coma) (zero|oh|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b/g,
        (_m, d: string, p: string, u: string) => `${d} ${p} ${String(UNITS[u] ?? 0)}`,
      )
      // "38 point 3", "38 punto 5": a decimal said in words (voice to text).
      .replace(/(\d) (?:point|punto|coma) (\d)\b/g, '$1.$2')
      // ("120 mil a bottle": millilitres said as dictation hears them.)
      .replace(/(\d) ?(?:mil|mils|mls)\b/g, '$1 ml')
      .replace(/[\u00b0\u00ba]/g, ' degrees ')
      // ("humidity 40%": a percentage, not a temperature of 40.)
      .replace(/(\d)\s*%/g, '$1 percent ')
      .replace(/(\d)\s*-\s*(\d)/g, '$1 to $2')
      .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
      .replace(/(\d)\s*w\b/g, '$1 weeks')
      // ("tightenings q5 mins", "obs q4h": a clinician's "every".)
      .replace(/\bq ?(\d{1,2}) ?(mins?|minutes|h|hrs?|hours)\b/g, 'every $1 $2')
      .replace(/(\d)([a-z])/g, '$1 $2')
      .replace(/([a-z])(\d)/g, '$1 $2')
      .replace(/[£$€]/g, ' ')
      // (Dictation's homophone: "blood pleasure at the pharmacy machine was 122 over 78".)
      .replace(/\bblood pleasures?\b/g, 'blood pressure')
      .replace(/\b(maternity|sanitary|night|maxi|postpartum) pats\b/g, '$1 pads')
  );
}

const TOKEN_RE = /\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)?(?:\+\d)?|[a-z]+|[.!?\n]|[,;:()]|\s-\s/g;

export function readText(message: string, tagalogToo = true): ReadText {
  const folded = fold(message);
  const tokens: Token[] = [];
  const questions = new Set<number>();
  let sent = 0;
  let clause = 0;
  let pendingBreak = false;
  for (const m of folded.matchAll(TOKEN_RE)) {
    const raw = m[0];
    if (/^[.!?\n]$/.test(raw)) {
      // ("all nite?? palms too": a second mark closes nothing; it must not make the next sentence a question.)
      const open = tokens.length > 0 && tokens[tokens.length - 1]?.sent === sent;
      if (raw === '?' && open) questions.add(sent);
      if (open) {
        sent++;
        clause++;
      }
      continue;
    }
    if (/^[,;:()]$/.test(raw) || raw.trim() === '-') {
      pendingBreak = true;
      continue;
    }
    const words = (SPELLING[raw] ?? raw).split(' ');
    for (const w of words) {
      if (!w) continue;
      if (pendingBreak || CLAUSE_WORDS.has(w)) {
        if (tokens.length && tokens[tokens.length - 1]?.clause === clause) clause++;
        pendingBreak = false;
      }
      tokens.push({ w, sent, clause });
    }
  }
  splitAtTurns(tokens, questions);
  // Tagalog read through its English glosses (triage-tagalog.ts: "masakit ang ulo ko"), for the rules only.
  // Swahili likewise (triage-swahili.ts: "kichwa kinauma tangu jana"), in a message that is not Tagalog.
  const readTl = tagalogToo && readsTagalog(tokens);
  const readSw = tagalogToo && !readTl && readsSwahili(tokens);
  // Hinglish likewise (triage-hindi.ts: "pet mein tez dard hai subah se"), in a message that is neither.
  const readHi = tagalogToo && !readTl && !readSw && readsHindi(tokens);
  const tl = readTl ? tagalog(tokens) : readSw ? swahili(tokens) : readHi ? hindi(tokens) : tokens;
  let es = 0;
  const seen = new Set<string>();
  for (const t of tl)
    if (SPANISH_WORDS.has(t.w) && !seen.has(t.w)) {
      seen.add(t.w);
      es++;
    }
  // Spanish "he sentido", "he tenido": "I have", not the English "he".
  if (es >= 2)
    tl.forEach((t, i) => {
      if (t.w === 'he' && /(?:ado|ido|ada|ida|isto|echo|ierto|uelto|cho)$/.test(tl[i + 1]?.w ?? ''))
        t.w = 'haber';
    });
  // Jamaican Patois "mi" (I, me, my: "mi head a hurt mi", "what mi fi do") when the message is not Spanish.
  if (es < 2) for (const t of tl) if (t.w === 'mi') t.w = 'me';
  // Nigerian and Ghanaian Pidgin's grammar words ("waka enter", "think say", "nobody go miss me"): triage-pidgin.ts.
  const words = es < 2 ? pidgin(tl) : tl;
  const accented = new Set(
    (message.toLowerCase().match(/[a-z\u00e1\u00e9\u00ed\u00f3\u00fa\u00f1\u00fc]+/g) ?? [])
      .filter((w) => /[\u00e1\u00e9\u00ed\u00f3\u00fa\u00f1\u00fc]/.test(w))
      .map((w) => w.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')),
  );
  return {
    tokens: words,
    questions,
    tagalog: readTl,
    swahili: readSw,
    spanish: es >= 2,
    accented,
    text: words.map((t) => t.w).join(' '),
  };
}
