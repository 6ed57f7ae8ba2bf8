/**
 * A headache's severity told by its effect (docs/clinical-safety.md, "Pre-eclampsia"; the catalogue's headache not
 * helped by medicine): painkillers that do not touch it, brand names included (Tylenol, Calpol, Panadol, Advil,
 * Nurofen: triage-lexicon-en.ts "medicine"), or lying in the dark for it; or a score of 8 or more out of 10 (the
 * catalogue's own line for severe pain, the recovery tracker's "pain 8+"). Read by triage-rules-preeclampsia.ts.
 */
import type { Reading } from './triage-context.ts';

/** A headache told as a habit of hers ("I get tension headaches now and again", "paracetamol never works for me"). */
const HABIT =
  /\b(?:now and again|now and then|every so often|from time to time|every now and|i (?:always |often |usually |tend to )?get (?:\w+ )?(?:headaches|migraines)|(?:always|usually|normally|never) (?:does|do|works?|helps?) (?:anything )?for me|for me(?: personally)?(?: ever)?$|in general)\b/;

/**
 * Severity told by its effect near the headache: medicine taken that did nothing ("Tylenol did nothing", "2 more at 5,
 * nothing", "paracetamol y nada", "not reducing at all", "took paracetamol twice ... still pounding"), or lying in the dark
 * for it.
 */
const RELIEF_FAILS =
  /^(?:\w+ ){0,10}?(?:did nothing|does nothing|done nothing|nothing(?! (?:else|more|stronger|but|since|after))|(?:not|barely|hardly|never) (?:even |really |actually |properly |at all |seem to |seeming to |seemed to |do |does |did )?(?:reducing|helping|working|easing|touching|touched|touch|touches|helped|worked|eased|help|helps|work|works|ease|eases|shift|shifts|shifting|shifted|budge|budging|budged|shift it|make a dent|making a dent|made a dent|make any difference|making any difference|made any difference|take the edge off|taking the edge off|taken the edge off|took the edge off)|no (?:help|difference|relief)|y nada|no (?:le |me )?hizo nada|still (?:pounding|throbbing|banging|there|bad|splitting|hurting|the same)|sigue (?:igual|doliendo))\b/;
const DARK =
  /\b(?:(?:lying|laying|lain|laid|lay|lie|lied) (?:down )?in (?:a |the )?dark(?: room)?|con la luz apagada|a oscuras)\b/;

export function severeByEffect(r: Reading, i: number): boolean {
  const near = (k: number) => Math.abs(k - i) <= 25;
  // ("I get tension headaches now and again... paracetamol doesn't really touch it for me": a habit of hers, not
  // this headache's severity.)
  const medicine =
    !HABIT.test(r.read.text) &&
    r.mentions.some((m) => m.c === 'medicine' && near(m.start) && RELIEF_FAILS.test(sentenceRest(r, m.end)));
  return (
    medicine ||
    scoredSevere(r, i) ||
    DARK.test(
      r.tokens
        .slice(Math.max(0, i - 25), i + 30)
        .map((t) => t.w)
        .join(' '),
    )
  );
}

/** The words of token i's sentence from i on. */
const sentenceRest = (r: Reading, i: number) =>
  r.tokens
    .slice(i, i + 14)
    .filter((t) => t.sent === r.tokens[i - 1]?.sent)
    .map((t) => t.w)
    .join(' ');

/** Another place of pain, whose score a score beside it would be ("back pain 9/10"). */
const OTHER_SITE =
  /^(?:back|belly|tummy|stomach|abdo|leg|legs|calf|chest|breast|breasts|boob|boobs|nipple|nipples|wound|stitches|scar|tooth|teeth|ear|ears|throat|cramps?|pelvis|hip|hips|ribs|neck|shoulder|shoulders|espalda|barriga|panza|pecho|herida|muela)$/;

/** "still 9 out of 10", "9/10", "9 de 10": a pain score of the headache's (in its sentence or the next), 8 or more. */
function scoredSevere(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent ?? -1;
  const w = (k: number) => r.tokens[k]?.w ?? '';
  for (let k = Math.max(0, i - 25); k < Math.min(r.tokens.length, i + 30); k++) {
    const t = r.tokens[k];
    if (!t || t.sent < sent - 1 || t.sent > sent + 1) continue;
    const slash = /^(\d{1,2})\/10$/.exec(t.w);
    const said =
      /^\d{1,2}$/.test(t.w) &&
      ((w(k + 1) === 'out' && w(k + 2) === 'of' && w(k + 3) === '10') ||
        (/^(?:outta|on|de|sobre)$/.test(w(k + 1)) && w(k + 2) === '10'));
    const v = Number(slash?.[1] ?? (said ? t.w : NaN));
    if (!(v >= 8 && v <= 10)) continue;
    const [a, b] = k < i ? [k, i] : [i, k];
    const between = r.tokens.slice(a, b + 1);
    const clause = r.tokens.filter((x) => x.clause === t.clause);
    if (![...between, ...clause].some((x) => OTHER_SITE.test(x.w))) return true;
  }
  return false;
}
