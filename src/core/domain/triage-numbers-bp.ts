/**
 * Blood pressure as a message gives it (docs/clinical-safety.md, "Numbers"): pairs ("163/111", "167 over 104"),
 * halves ("bottom number 110", "112 on the bottom number"), and a reading in centimetres of mercury as
 * Spanish-speaking pharmacies, machines and doctors read it aloud ("17 con 11", "me dio 14/9": 170/110, 140/90),
 * which counts only in a message about blood pressure, so a date ("el 17/11") or a score is not read as one. Pure. */
import type { Token } from './triage-text.ts';
import { num } from './triage-number-words.ts';

export interface Pressure {
  sys: number | null;
  dia: number | null;
  at: number;
}

/** Words that say a message is about blood pressure. */
const BP_TALK =
  /\b(?:presion|tension|pressure|bp|tensiometro|baumanometro|monitor|cuff|reading|readings|farmacia|maquina|maquinita|aparato|marco|marca|marcaba)\b/;
/** Before a date, not a reading. */
const DATE_BEFORE = /^(?:el|on|del|desde|hasta|since|until|for|the|de|dia|fecha|date)$/;

const inMm = (sys: number, dia: number) => sys >= 70 && sys <= 260 && dia >= 30 && dia <= 180 && sys > dia;
const inCm = (sys: number, dia: number) =>
  Number.isInteger(sys) &&
  Number.isInteger(dia) &&
  sys >= 8 &&
  sys <= 26 &&
  dia >= 4 &&
  dia <= 18 &&
  sys > dia;

/** Number words a reading read aloud needs beyond the counting words (`num`, triage-number-words.ts). */
const MORE: Record<string, number> = {
  thirteen: 13,
  fourteen: 14,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SPOKEN =
  '(?:(?:one|a) hundred(?: and)? )?(?:one )?(?:(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?: (?:one|two|three|four|five|six|seven|eight|nine))?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)|(?:one|a) hundred';
/** A reading said aloud, as a home cuff is read out: "one seventy one over ninety eight", "a hundred and sixty over 110". */
const SPOKEN_PAIR = new RegExp(`(?:^| )(${SPOKEN}|\\d{2,3}) over (${SPOKEN}|\\d{2,3})(?= |$)`);

/** "one seventy one" 171, "ninety eight" 98, "a hundred and ten" 110. */
function spoken(words: string): number {
  if (/^\d+$/.test(words)) return Number(words);
  let n = 0;
  const ws = words.split(' ').filter((x) => x !== 'and');
  if (/^(?:one|a) hundred$/.test(ws.slice(0, 2).join(' '))) {
    n = 100;
    ws.splice(0, 2);
  } else if (ws[0] === 'one' && ws.length > 1) {
    n = 100;
    ws.shift();
  }
  for (const x of ws) n += MORE[x] ?? num(x) ?? 0;
  return n;
}

/** The readings said in a message's tokens. */
export function readPressures(tokens: Token[]): Pressure[] {
  const out: Pressure[] = [];
  const w = (i: number) => tokens[i]?.w ?? '';
  const text = tokens.map((t) => t.w).join(' ');
  const talk = BP_TALK.test(text);
  const aloud = talk ? SPOKEN_PAIR.exec(text) : null;
  if (aloud && !/^\d+$/.test(aloud[1] ?? '') && aloud[1] && aloud[2]) {
    const sys = spoken(aloud[1]);
    const dia = spoken(aloud[2]);
    const at = text.slice(0, aloud.index).split(' ').filter(Boolean).length;
    if (inMm(sys, dia)) out.push({ sys, dia, at });
  }
  tokens.forEach((t, i) => {
    const slash = /^(\d{1,3})\/(\d{1,3})$/.exec(t.w);
    // "17 con 11", "15 sobre 10", "167 over 104".
    const said =
      /^\d{1,3}$/.test(t.w) && /^(?:over|con|sobre)$/.test(w(i + 1)) && /^\d{1,3}$/.test(w(i + 2))
        ? [Number(t.w), Number(w(i + 2))]
        : null;
    const pair = slash ? [Number(slash[1]), Number(slash[2])] : said;
    if (pair) {
      const [sys = 0, dia = 0] = pair;
      if (inMm(sys, dia) && (slash || w(i + 1) === 'over' || talk)) out.push({ sys, dia, at: i });
      else if (inCm(sys, dia) && talk && !DATE_BEFORE.test(w(i - 1)))
        out.push({ sys: sys * 10, dia: dia * 10, at: i });
      return;
    }
    const v = Number(t.w);
    if (/^\d{2,3}$/.test(t.w) && v >= 50 && v <= 260) {
      const label = halfOf(tokens, i);
      if (label === 'top') out.push({ sys: v, dia: null, at: i });
      else if (label === 'bottom') out.push({ sys: null, dia: v, at: i });
    }
  });
  return out;
}

const TOP = /^(?:top|upper|systolic)$/;
const BOTTOM = /^(?:bottom|lower|diastolic)$/;
const LINK = /^(?:on|for|as|at|the|is|was|being|number|one|reading)$/;

/**
 * Which half of a reading the number at token i is: a label after it with "on", "for" or "as" ("112 on the bottom
 * number"); else the nearest label in the four words before it ("bottom number 110", "top was 150") unless that
 * label already follows a number without a label of its own ("150 top 112 bottom": "top" is 150's); else a label right after it in
 * its clause ("150 top").
 */
function halfOf(tokens: Token[], i: number): 'top' | 'bottom' | null {
  const w = (k: number) => tokens[k]?.w ?? '';
  const kind = (x: string) => (TOP.test(x) ? 'top' : BOTTOM.test(x) ? 'bottom' : null);
  let k = i + 1;
  while (k < i + 4 && LINK.test(w(k)) && !kind(w(k))) k++;
  const after = tokens[k]?.clause === tokens[i]?.clause ? kind(w(k)) : null;
  if (after && /^(?:on|for|as|at)$/.test(w(i + 1))) return after;
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
    const half = kind(w(j));
    if (!half) continue;
    let b = j - 1;
    while (b > j - 4 && LINK.test(w(b))) b--;
    // ("top 150 bottom 112": 150 has its own label, so "bottom" is 112's.)
    const labelled = kind(w(b - 1)) !== null || (LINK.test(w(b - 1)) && kind(w(b - 2)) !== null);
    if (!/^\d{2,3}$/.test(w(b)) || labelled) return half;
    break;
  }
  return after;
}
