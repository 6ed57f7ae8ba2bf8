/**
 * Worry told as her constant state (docs/clinical-safety.md, "Low mood or anxiety that will not lift"; iteration 33,
 * Q23; iteration 35, the lead's decision on the anxiety labels): the catalogue's "low mood or anxiety most days for
 * two weeks or more" told as how she lives now, in pregnancy or after the first two weeks after the birth. It takes a
 * worry said to be constant (all the time, every day, always, constantly, nonstop, "I keep worrying") in her own
 * words with a second sign: her sleep or rest lost to it ("can't sleep", "can't switch off", "can't relax even when he
 * sleeps", her mind racing), its breadth (about everything, or crying a lot), or its span ("since I got pregnant").
 * The worry alone ("anxious all the time, constantly worrying something is wrong", Q01) stays routine, and so do the
 * same worry in the first two weeks after the birth (the baby blues' window), fear of the birth ahead with poor
 * sleep (unless it is about everything, or she lies awake every night with it and her coping as a mother too), worry before one scan, about money, or someone else's worry.
 */
import { habitualWorry } from './triage-mood-habit.ts';
import { type Reading, sentenceText } from './triage-reading.ts';

const WORRY =
  /\b(?:worry|worries|worrying|worried|anxious|anxiety|nervous|panicky|on edge|scared|afraid|fear)\b/;
const CONSTANT =
  /\b(?:all (?:the )?time|every day|everyday|every single day|always|constantly|constant|nonstop|non stop|day and night|all day and night|24 7|whole time|keep worrying|keep panicking)\b/;
/** Awake every night with it: a worry that takes her sleep night after night is constant and costs her sleep. */
const AWAKE_NIGHTLY =
  /\b(?:lying|lie|lay|laying|lies) awake (?:every|each) night|(?:every|each) night (?:i )?(?:lie|lay|am lying|m lying|end up lying) awake|awake night after night\b/;
/**
 * Her coping as a mother beside the birth ahead ("worrying about the birth and whether I'll cope with a baby"): the
 * worry reaches past the one thing ahead.
 */
const BEYOND_BIRTH =
  /\b(?:whether|if|how) i (?:will |ll |would |d |can |could )?(?:cope|manage|be a good (?:mum|mom|mother)|be able to cope|be any good)|being a (?:good )?(?:mum|mom|mother)\b/;
/** Her sleep or rest lost to it, or a mind that will not stop. */
const SLEEP_LOST =
  /\b(?:can not sleep|cannot sleep|cant sleep|not sleep|no sleep|not sleeping|barely sleep|hardly sleep|cant switch off|can not switch off|cannot switch off|(?:cant|can not|cannot) (?:relax|rest) even when|mind (?:keeps|is|wont stop|will not stop) racing)\b/;
/** Its breadth: about everything (or a list of worries ending in everything), every little thing, or crying a lot. */
const BROAD =
  /\b(?:about (?:(?!whether\b|if\b|how\b|what\b|that\b)\w+ ){0,5}everything(?! (?:is|s|will|was|ok|okay|going|alright|fine|be|turning)\b)|every little thing|everything and everyone|crying a lot|cry a lot|crying all)\b/;
/** Its span told as the whole pregnancy ("since i got pregnant", "since i found out"). */
const SPAN =
  /\bsince (?:i (?:got|found out|was|became) (?:i m )?pregnant|i found out|the start of (?:this|the) pregnancy)\b/;
/** The birth ahead, or one scan ahead, as what she fears. */
const ONE_THING_AHEAD =
  /\b(?:the birth|giving birth|labour|labor|delivery|c section|section|the scan|my scan|next scan|dating scan|anomaly scan|money|bills)\b/;
/** Words that may stand between her and the worry ("I feel so anxious", "I've been really worried"). */
const FILLER =
  /^(?:so|soo|sooo|really|very|just|been|feel|feeling|felt|am|m|get|getting|always|constantly|honestly|super|too|keep|still|ve|ive|have|and)$/;

/** Whether the worry at word k is hers: "I", "I'm", "my anxiety" before it, or nothing but the words above. */
function hers(words: readonly string[], k: number): boolean {
  let j = k - 1;
  while (j >= 0 && FILLER.test(words[j] ?? '')) j--;
  if (j < 0) return true;
  return /^(?:i|im|me|my)$/.test(words[j] ?? '');
}

/** Someone else named before her lying awake: "my husband lies awake", "she lies awake". */
const OTHER_AWAKE =
  /\b(?:he|she|they|husband|hubby|partner|wife|girlfriend|boyfriend|mum|mom|dad|friend|sister|brother)\b/;

/** Whether the worry at word k follows her lying awake every night ("lying awake every night worrying"). */
function awakeHers(words: readonly string[], k: number): boolean {
  const lead = words.slice(Math.max(0, k - 8), k).join(' ');
  const m = AWAKE_NIGHTLY.exec(lead);
  if (!m) return false;
  const rest = lead
    .slice(m.index + m[0].length)
    .trim()
    .split(' ')
    .filter(Boolean);
  const before = words.slice(0, Math.max(0, k - 8)).join(' ') + ' ' + lead.slice(0, m.index);
  return rest.length <= 2 && !OTHER_AWAKE.test(before);
}

/** The writer is her partner: "husband here", "my wife", "my partner", "my girlfriend". */
const PARTNER =
  /\b(?:husband here|hubby here|dad here|my (?:wife|partner|girlfriend|gf|fiancee|missus|esposa|mujer))\b/;
/** Whether the worry at word k is hers in her partner's words: "she seems anxious", "she's been so worried". */
function partners(words: readonly string[], k: number): boolean {
  let j = k - 1;
  while (
    j >= 0 &&
    (FILLER.test(words[j] ?? '') || /^(?:seems|looks|is|s|gets|has|was)$/.test(words[j] ?? ''))
  )
    j--;
  return j >= 0 && /^(?:she|shes|wife|partner|girlfriend|ella)$/.test(words[j] ?? '');
}

/** Whether she tells worry as constant with a second sign; the number of days it stands for (14), or 0. */
export function constantWorry(r: Reading): number {
  // The first two weeks after the birth are the baby blues' window.
  const days = r.numbers.babyAgeDays ?? (r.stage === 'postpartum' && r.week !== null ? r.week * 7 : null);
  if (r.stage === 'postpartum' && days !== null && days < 14) return 0;
  if (habitualWorry(r)) return 14;
  for (const sent of new Set(r.tokens.map((t) => t.sent))) {
    const s = sentenceText(r, sent);
    const words = s.split(' ');
    const k = words.findIndex((w, i) => WORRY.test(w) && (hers(words, i) || awakeHers(words, i)));
    // ("husband here... she seems anxious all the time about the baby": a partner telling her constant anxiety in
    // pregnancy is urgent by itself, the lead's decision on constant anxiety in pregnancy; Q29.)
    const p = words.findIndex((w, i) => WORRY.test(w) && partners(words, i));
    if (k < 0 && p >= 0 && r.stage === 'pregnant' && PARTNER.test(r.read.text)) {
      if (CONSTANT.test(words.slice(Math.max(0, p - 3), p + 6).join(' ')) && !ONE_THING_AHEAD.test(s))
        return 14;
    }
    if (k < 0) continue;
    // ("lying awake every night worrying about the birth and whether I'll cope with a baby": awake with it every
    // night, and past the birth to her coping; iteration 55, Q43. The birth alone, "lie awake worrying about the
    // birth", stays routine.)
    const around = words.slice(Math.max(0, k - 8), k + 2).join(' ');
    if (AWAKE_NIGHTLY.test(around) && (!ONE_THING_AHEAD.test(s) || BEYOND_BIRTH.test(s) || BROAD.test(s)))
      return 14;
    // The constant said of the worry itself: from three words before it to five after.
    if (!CONSTANT.test(words.slice(Math.max(0, k - 3), k + 6).join(' '))) continue;
    // A second sign in the same sentence or the one after it.
    const near = `${s} ${sentenceText(r, sent + 1)}`;
    if (ONE_THING_AHEAD.test(s) && !BROAD.test(near)) continue;
    if (SLEEP_LOST.test(near) || BROAD.test(near) || SPAN.test(near)) return 14;
  }
  return 0;
}
