/**
 * Blood pressure as a message gives it (docs/clinical-safety.md, "Numbers"): pairs ("163/111", "167 over 104"),
 * halves ("bottom number 110"), and a reading in centimetres of mercury as Spanish-speaking pharmacies, machines
 * and doctors read it aloud ("17 con 11", "me dio 14/9": 170/110, 140/90), which counts only in a message about
 * blood pressure, so a date ("el 17/11") or a score is not read as one. Pure.
 */
import type { Token } from './triage-text.ts';

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

/** The readings said in a message's tokens. */
export function readPressures(tokens: Token[]): Pressure[] {
  const out: Pressure[] = [];
  const w = (i: number) => tokens[i]?.w ?? '';
  const talk = BP_TALK.test(tokens.map((t) => t.w).join(' '));
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
      const near = [w(i - 1), w(i - 2), w(i - 3), w(i - 4)].join(' ');
      if (/\b(?:top|upper|systolic)\b/.test(near)) out.push({ sys: v, dia: null, at: i });
      else if (/\b(?:bottom|lower|diastolic)\b/.test(near)) out.push({ sys: null, dia: v, at: i });
    }
  });
  return out;
}
