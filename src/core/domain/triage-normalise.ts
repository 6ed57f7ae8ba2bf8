/**
 * The everyday-spelling normaliser that the responder, the co-pilot's intent reader and the symptom log read
 * text through (one spelling for "belly", "tummy" and "stomach"; contractions folded: "I am" -> "im"; common
 * typos of medical words fixed), and the spans of harmless phrases that contain a warning word ("bleeding
 * gums", "a faint line"). Triage itself reads text through its concept layer (triage-text.ts and
 * triage-lexicon.ts); this keeps the older, simpler reading those callers were written against.
 */
import words from './triage-normalise-words.json' with { type: 'json' };

const WORD_MAP: Readonly<Record<string, string>> = words;

/** Two-word rewrites applied after single words. */
const PHRASE_MAP: ReadonlyArray<[RegExp, string]> = [
  [/\bcan not\b/g, 'cant'],
  [/\bdo not\b/g, 'dont'],
  [/\bdoes not\b/g, 'doesnt'],
  [/\bdid not\b/g, 'didnt'],
  [/\bis not\b/g, 'isnt'],
  [/\bare not\b/g, 'arent'],
  [/\bwas not\b/g, 'wasnt'],
  [/\bhave not\b/g, 'havent'],
  [/\bhas not\b/g, 'hasnt'],
  [/\bwill not\b/g, 'wont'],
  [/\bi am\b/g, 'im'],
  [/\bi have\b(?! (?:a|an|the|no|had|been|got|not|felt|some|any|noticed|this|these|been))/g, 'ive'],
  [/\bpre eclampsia\b/g, 'preeclampsia'],
  [/\bpost partum\b/g, 'postpartum'],
  [/\bhaemorrhage\b/g, 'hemorrhage'],
  [/\bc section\b/g, 'csection'],
  [/\bbelly button\b/g, 'bellybutton'],
  [/\bnose bleed(s|ing)?\b/g, 'nosebleed'],
];

/** Correct spellings of medical words; a word one edit away from one is read as it. */
const FUZZY_TARGETS =
  'bleeding headache seizure contractions temperature movement movements blurry swollen swelling breathe breathing suicidal suicide hemorrhage dizziness fainted fainting vomiting discharge jaundice jaundiced unresponsive flashing kicking leaking preeclampsia palpitations disappear shivering miscarriage vision waters spotting'.split(
    ' ',
  );
/** Real words one edit from a target, never "corrected". */
const NOT_TYPOS = new Set(
  'breeding breathed visions wafers raters caters daters haters maters matters pleading feeding seizures swallow swollow'.split(
    ' ',
  ),
);

function editDistanceAtMost1(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      i += 2;
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function fixWord(w: string): string {
  const mapped = WORD_MAP[w];
  if (mapped !== undefined) return mapped;
  if (w.length >= 6 && !NOT_TYPOS.has(w) && !/\d/.test(w))
    for (const t of FUZZY_TARGETS) if (t !== w && editDistanceAtMost1(w, t)) return t;
  return w;
}

/**
 * Lower-cased, apostrophes dropped, punctuation to spaces (sentence marks kept as their own tokens), numbers
 * kept with their decimal point and "/" (38.5, 160/110), words rewritten by the maps above.
 */
export function normalise(text: string): string {
  let s = text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/'/g, ' ')
    .replace(/(\d)\s*\u00b0\s*([cf])\b/g, '$1 $2')
    .replace(/(\d)([cf])\b/g, '$1 $2')
    .replace(
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -](?:day|days|week|weeks|wk|month|months)[ -]old\b/g,
      'baby',
    )
    .replace(/\u00b0/g, ' degrees ')
    .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
    .replace(/(\d)\.(\d)/g, '$1\uE000$2')
    .replace(/([.!?;:,\n])/g, ' $1 ')
    .replace(/[^\p{L}\p{N}\uE000/.!?;:,\s]/gu, ' ')
    .replace(/\//g, (m, off: number, str: string) =>
      /\d/.test(str[off - 1] ?? '') && /\d/.test(str[off + 1] ?? '') ? m : ' ',
    )
    .replace(/\uE000/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  s = s
    .split(' ')
    .map((w) => (/^(.)\1{2,}$/.test(w) ? w : w.replace(/(\p{L})\1{2,}/gu, '$1$1')))
    .map(fixWord)
    .join(' ');
  for (const [re, to] of PHRASE_MAP) s = s.replace(re, to);
  return s;
}

/** Phrases that contain a warning word but are ordinary ("a faint line", "bleeding gums", "blood pressure"). */
const BENIGN: readonly RegExp[] = [
  /\bfaint (?:line|positive|test|smell|taste|lines)\b/g,
  /\bnosebleed\b/g,
  /\b(?:nose|nostrils?|gums?|lips?|finger|thumb|toe|knee|elbow|ears?|mouth|tongue|tooth|teeth|scratch|graze|pimple|piles|hemorrhoids|bum|bottom|anus)\b(?: \w+){0,3}? (?:bleeding|bleed|bleeds|bled)\b/g,
  /\b(?:cut|sliced|nicked|grazed|scratched|caught|stabbed|burnt|burned|bashed|bumped)(?: \w+){0,2}? (?:finger|thumb|hand|knee|leg|foot|toe|lip|arm|elbow|face|head|chin|nose)\b(?: \w+){0,8}? (?:bleeding|bleed|bleeds|bled)\b/g,
  /\bdisappear (?:for (?:a|an|the|few|couple|one|two|\d)|under|into (?:my|a|the) (?:bed|duvet|room|sofa)|on (?:holiday|a))\b/g,
  /\b(?:bleeding|bleed|bleeds) (?:gums|from (?:my |the )?(?:gums|nose|nipples?|bum|bottom|finger|lip))\b/g,
  /\bgums? (?:are |were |keep |keeps )?(?:bleeding|bleed|bled)\b/g,
  /\bnipples? (?:are |is |were )?(?:bleeding|bleed|bled)\b/g,
  /\b(?:bleeding|bled) (?:nipples?)\b/g,
  /\bblood (?:test|tests|pressure|sugar|sugars|type|group|work|results|glucose|volume|count)\b/g,
  /\b(?:not|arent|isnt|no longer|stopped) fitting\b/g,
  /\bfitting (?:into|in|room|me)\b/g,
  /\b(?:a|with a|walking with a) limp\b/g,
  /\bhot (?:flush|flushes|flash|flashes|weather|day|bath|shower)\b/g,
  /\bbirth (?:plan|pool)\b/g,
  /\bswollen (?:ankles|feet)\b(?! (?:and|with) (?:face|hands))/g,
];

/** Where the normalised text names something harmless that contains a warning word; symptom-match.ts reads it. */
export function benignSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const g of BENIGN) {
    g.lastIndex = 0;
    for (let m = g.exec(text); m; m = g.exec(text)) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
