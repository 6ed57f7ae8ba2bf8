/**
 * Text normalisation shared by content search and anything else that matches words: lower-case, accents
 * removed, a light English stemmer (plurals, -ing, -ed), UK/US spellings folded, everyday synonyms.
 */
export const STOP = new Set(
  'a an and are as at be been but by can could do does did for from had has have how i if in into is it its me my of on or our should so that the their them then there these they this to was we what when where which who why will with would you your am im ive id ill dont doesnt isnt its about any some get got just too very much many more most also been being than'.split(
    ' ',
  ),
);

/** UK spellings and everyday words folded to one form, applied before stemming. */
const FOLD: Record<string, string> = {
  haemorrhage: 'hemorrhage',
  haemorrhoids: 'hemorrhoids',
  anaemia: 'anemia',
  anaemic: 'anemic',
  oesophagus: 'esophagus',
  paediatric: 'pediatric',
  caesarean: 'cesarean',
  labour: 'labor',
  colour: 'color',
  behaviour: 'behavior',
  nappy: 'diaper',
  nappies: 'diapers',
  foetus: 'fetus',
  foetal: 'fetal',
  tumour: 'tumor',
  oedema: 'edema',
  mum: 'mom',
  mums: 'moms',
  mummy: 'mom',
  mommy: 'mom',
  tummy: 'belly',
  bub: 'baby',
  bubs: 'baby',
  bubba: 'baby',
  newborn: 'baby',
  csection: 'cesarean',
  haemoglobin: 'hemoglobin',
  fibre: 'fiber',
  centre: 'center',
  programme: 'program',
  practise: 'practice',
};

/** Query-side alternatives: a query word also finds these (with a little less weight). */
export const SYNONYMS: Record<string, string[]> = {
  belly: ['abdomen', 'stomach', 'abdominal'],
  stomach: ['belly', 'abdomen'],
  kick: ['movement', 'move'],
  move: ['movement', 'kick'],
  vomit: ['sick', 'nausea', 'throw'],
  sick: ['nausea', 'vomit'],
  nausea: ['sick', 'vomit'],
  throw: ['vomit'],
  puke: ['vomit', 'sick'],
  cesarean: ['section'],
  diaper: ['wee', 'poo'],
  breastfeed: ['feed', 'breast'],
  feed: ['feeding', 'breastfeed'],
  sleep: ['sleeping', 'rest'],
  sad: ['depression', 'low', 'mood'],
  depress: ['depression', 'low', 'mood'],
  anxious: ['anxiety', 'worry'],
  worry: ['anxiety', 'anxious', 'worried'],
  scare: ['fear', 'anxiety'],
  bleed: ['bleeding', 'blood', 'spotting'],
  spot: ['spotting', 'bleeding'],
  water: ['waters', 'fluid'],
  contraction: ['labor', 'braxton'],
  heartburn: ['indigestion', 'reflux'],
  reflux: ['heartburn', 'indigestion'],
  swollen: ['swelling'],
  swell: ['swelling'],
  cramp: ['cramps', 'pain'],
  ache: ['pain'],
  hurt: ['pain'],
  sore: ['pain'],
  tired: ['tiredness', 'fatigue', 'exhausted'],
  exhaust: ['tiredness', 'tired', 'fatigue'],
  fatigue: ['tiredness', 'tired'],
  poo: ['constipation', 'stool'],
  constipate: ['constipation'],
  pile: ['hemorrhoids'],
  workout: ['exercise'],
  exercise: ['active', 'activity'],
  gym: ['exercise'],
  scan: ['ultrasound'],
  ultrasound: ['scan'],
  sex: ['intimacy'],
  flight: ['fly', 'travel'],
  fly: ['travel', 'flight'],
  plane: ['fly', 'travel'],
  alcohol: ['drink', 'wine'],
  wine: ['alcohol'],
  coffee: ['caffeine'],
  tea: ['caffeine'],
  sushi: ['fish', 'raw'],
  cheese: ['soft', 'food'],
  bag: ['hospital', 'pack'],
  pack: ['bag', 'hospital'],
  overdue: ['induction', 'late'],
  induction: ['overdue'],
  epidural: ['pain', 'relief'],
  vaccine: ['vaccination', 'jab'],
  jab: ['vaccine', 'vaccination'],
  jaundice: ['yellow'],
  fever: ['temperature', 'feverish'],
  temperature: ['fever'],
  preeclampsia: ['eclampsia', 'pre'],
};

/** A light, predictable English stemmer (enough for plurals and verb forms in search). */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) {
    w = w.slice(0, -3);
    if (/(.)\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) {
    w = w.slice(0, -2);
    if (/(.)\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.length > 4 && /(sses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e') && !w.endsWith('ee')) return w.slice(0, -1);
  return w;
}

export function normaliseWord(raw: string): string {
  let lower = raw.toLowerCase();
  // Most words are plain ASCII letters: skip the costly Unicode decomposition for them.
  if (!/^[a-z0-9]*$/.test(lower))
    lower = lower
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '');
  return FOLD[lower] ?? lower;
}

/** Words of a text with their positions, for highlighting: [start, end) in the original string. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const spans: { word: string; start: number; end: number }[] = [];
  const re = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
  for (let m = re.exec(text); m; m = re.exec(text))
    spans.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  return spans;
}

/** Index terms of a text (stop words dropped, folded, stemmed). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const { word } of wordSpans(
    text.replace(/c-section/gi, 'csection').replace(/pre-eclampsia/gi, 'preeclampsia'),
  )) {
    const n = normaliseWord(word);
    if (STOP.has(n) || n.length < 2) continue;
    out.push(stem(n));
  }
  return out;
}

/** Edit distance with an early exit above `max`. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return (prev[b.length] ?? max + 1) <= max;
}
