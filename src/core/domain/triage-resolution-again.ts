/**
 * The sign back, still there or turned back to now (docs/clinical-safety.md, "Who, when, and whether"): an "again"
 * or "still" said after a reassurance undoes it (triage-resolution.ts), unless it is a feeling that lingers, a
 * check repeated, a question or the chance of it coming back wondered about; and a story told as history turns
 * back to now at "but now", "this time" or a "but" in the present.
 */
import { span } from './triage-mind-figures.ts';
import { type Reading, sentenceOf } from './triage-reading.ts';

/**
 * Whether it could come back, wondered about or feared ("if it will happen again", "scared of seeing blood again"),
 * or told as advice for a time to come ("come straight back any time it happens again", H95).
 */
const WONDER_AGAIN =
  /\b(?:if|whether|will|would|could|might|chances?|risk|likely|likelihood|any time|anytime|whenever|in case|next time)\b(?: \w+){0,3} (?:happen|happens|happened|happening|recur|recurs|go through it|get it|have it|comes back|pasar|pase|repetir|repita)(?: to me)? again$|\b(?:scared|afraid|terrified|frightened|fear|miedo|panico) (?:of|de) (?:\w+ ){1,3}again$/;

/** Feelings that linger after the sign has gone ("still feel on edge"): not the sign again. */
const FEELING =
  /^(?:on|worried|anxious|nervous|scared|shaken|emotional|teary|tearful|upset|uneasy|paranoid|guilty|silly|stupid|wobbly|nervy|frightened|panicky|traumatised|rattled|preocupada|nerviosa|asustada)$/;

/** Whether the sign is said to be back, still there or worse after token k. */
export function againAfter(r: Reading, k: number): boolean {
  return r.mentions.some((m) => m.c === 'again' && m.start >= k && againCounts(r, m));
}

/**
 * An "again" that speaks of the sign: not a feeling that lingers ("still feel on edge"), not "pregnant again",
 * not a question ("can she still have her jabs?").
 */
export function againCounts(r: Reading, m: { start: number; end: number }): boolean {
  const t = r.tokens[m.start];
  if (!t || r.read.questions.has(t.sent)) return false;
  if (
    /^(?:feel|feeling|siento)$/.test(r.tokens[m.end - 1]?.w ?? '') &&
    FEELING.test(r.tokens[m.end]?.w ?? '')
  )
    return false;
  // "la matrona me revisó ayer otra vez", "scanned me again": the check repeated, not the sign back.
  if ([1, 2, 3].some((d) => r.at[m.start - d]?.has('strong') && r.tokens[m.start - d]?.clause === t.clause))
    return false;
  // "never again", "not again since": the sign has not come back.
  if (t.w === 'again' && /^(?:never|not|no|nunca)$/.test(r.tokens[m.start - 1]?.w ?? '')) return false;
  // "just want to know if it will happen again": the chance of it coming back, wondered about, is not its return.
  if (WONDER_AGAIN.test(span(r, m.start - 6, m.start + 1))) return false;
  return !(t.w === 'again' && /^(?:pregnant|expecting|embarazada)$/.test(r.tokens[m.start - 1]?.w ?? ''));
}

/**
 * An "again" that keeps a story from being history: not "now" or "ahora", which turn it back to now only for what
 * follows them (turnsToNow): "en el hospital perdí mucha sangre..., ahora sangro poquito".
 */
export const stillNow = (r: Reading, m: { start: number; end: number }) =>
  againCounts(r, m) && !/^(?:now|ahora)$/.test(r.tokens[m.start]?.w ?? '');

/** Words that turn a story back to now ("with our first it was fine but this time she's bleeding"). */
const NOW_TURN =
  /^(?:this time|this pregnancy|this one|but now|now|today|tonight|esta vez|este embarazo|pero ahora|ahora|hoy)\b/;
// "I lost a baby at 25 weeks two years ago so I'm probably paranoid, but she hasn't kicked since last night": a
// "but" that goes on in the present or present perfect turns the story back to now.
// ("his poops used to be yellow but the last few are almost white": the latest ones, or "lately", are now.)
const BUT_NOW =
  /^(?:(?:but|pero) (?:she|he|it|i|baby|bub|they|these|ella|el) (?:has|have|is|am|are|does|hasnt|isnt|doesnt|s|m|re|ha|esta)\b|(?:but|pero) (?:the last (?:few|couple|two|three|ones|one)|lately|these days|recently|ultimamente|las ultimas|los ultimos)\b)/;

/**
 * Whether the words at token i come after a turn back to now from history told earlier in their sentence: the
 * history then dates only what was said before the turn.
 */
export function turnsToNow(r: Reading, i: number): boolean {
  const sent = sentenceOf(r, i);
  const told = r.mentions.find((m) => m.c === 'history' && m.end <= i && sentenceOf(r, m.start) === sent);
  if (!told) return false;
  for (let k = told.end; k < i; k++) {
    const words = (n: number) =>
      r.tokens
        .slice(k, k + n)
        .map((t) => t.w)
        .join(' ');
    // ("4 years ago now, I had a big bleed": "ago now" dates the story from today; it does not turn back to now.)
    const dating = /^(?:by|ago|back)$/.test(r.tokens[k - 1]?.w ?? '');
    if ((NOW_TURN.test(words(2)) && !dating) || BUT_NOW.test(words(4))) return true;
  }
  return false;
}
