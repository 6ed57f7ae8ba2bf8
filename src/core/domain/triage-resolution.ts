/**
 * Whether a sign is over (docs/clinical-safety.md, "Who, when, and whether"): a reassurance counts when it says
 * what a professional found ("scanned, all fine", "the midwife said it is newborn rash") or that the sign has gone
 * ("stopped completely since"), and only for what was said before it. It does not count when it is denied, limited
 * to everything else ("otherwise all good"), a change rather than an end ("gone limp", "gone 10am"), asked about,
 * someone else's word ("my friend said it is fine"), or undone: the sign still there or back, or the professional
 * sending her in ("they said go to hospital").
 */
import { anyIn, near, type Reading, sentenceOf, sentenceRange, type Status } from './triage-context.ts';

/**
 * Whether the thing named at token i is over: the first reassurance after it that counts, a professional's check
 * ("checked") or the thing gone. A reassurance told before it ("I told my midwife I was fine but I have a plan")
 * does not reach it.
 */
export function resolvedAfter(r: Reading, i: number): Status['resolved'] {
  for (const m of r.mentions) {
    if ((m.c !== 'resolve' && m.c !== 'strong') || m.start < i || !resolutionCounts(r, m.start, m.end))
      continue;
    const [ra, rb] = sentenceRange(r, sentenceOf(r, m.start));
    return anyIn(r, 'strong', ra, rb) || anyIn(r, 'pro', ra, rb) ? 'checked' : 'gone';
  }
  return null;
}

/** Words that limit a reassurance to everything else ("otherwise all good", "apart from that fine"). */
const LIMITER = /^(?:otherwise|apart|other|besides|aside|except|else|rest)$/;
/** After "gone", words that still say the thing has gone ("gone now", "gone away"); "gone limp", "gone 10am" do not. */
const GONE_ENDS = /^(?:now|away|completely|since|again|totally|already|thankfully|off|down|by)$/;

/** Whether a resolution named at token k counts: not denied, not limited, not a change ("gone red"), not undone later. */
function resolutionCounts(r: Reading, k: number, end: number): boolean {
  const t = r.tokens[k];
  // "is it normal for newborns to run cold?" asks; it does not reassure.
  if (!t || r.read.questions.has(t.sent)) return false;
  for (let d = 1; d <= 4; d++) {
    const b = r.tokens[k - d];
    if (!b || b.sent !== t.sent) break;
    if (r.at[k - d]?.has('neg') || (d <= 3 && LIMITER.test(b.w))) return false;
  }
  // Someone's word reassures only when a professional said it ("the midwife said it is newborn rash", not "my friend
  // said it is just the cervix" or "she says it is from the epidural").
  if (/^(?:said|says)$/.test(t.w)) {
    let sayer: 'pro' | 'other' | null = null;
    for (let j = k - 1; j >= 0 && r.tokens[j]?.sent === t.sent && sayer === null; j--)
      if (r.at[j]?.has('pro')) sayer = 'pro';
      else if (r.at[j]?.has('other') || r.at[j]?.has('self')) sayer = 'other';
    if (sayer !== 'pro') return false;
  }
  // A verb with an object does something else ("lifting the car seat", "settled him").
  if (
    end - k === 1 &&
    /^(?:the|a|an|my|his|our|your|this|that)$/.test(r.tokens[end]?.w ?? '') &&
    !/^(?:next|same|following|day|night)$/.test(r.tokens[end + 1]?.w ?? '')
  )
    return false;
  if (r.tokens[end - 1]?.w === 'gone') {
    const next = r.tokens[end];
    if (next && next.clause === r.tokens[end - 1]?.clause && !GONE_ENDS.test(next.w)) return false;
  }
  // A check that sends her in, or the sign back again, undoes the reassurance.
  return !againAfter(r, k + 1) && near(r, 'escalate', k, r.tokens.length) < 0;
}

/** Feelings that linger after the sign has gone ("still feel on edge"): not the sign again. */
const FEELING =
  /^(?:on|worried|anxious|nervous|scared|shaken|emotional|teary|tearful|upset|uneasy|paranoid|guilty|silly|stupid|wobbly|nervy|frightened|panicky|traumatised|rattled|preocupada|nerviosa|asustada)$/;

/** Whether the sign is said to be back, still there or worse after token k. */
function againAfter(r: Reading, k: number): boolean {
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
  return !(t.w === 'again' && /^(?:pregnant|expecting|embarazada)$/.test(r.tokens[m.start - 1]?.w ?? ''));
}
