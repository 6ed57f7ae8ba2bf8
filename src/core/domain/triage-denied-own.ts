/**
 * A sign asked about for someone else's sake, denied of her own (docs/clinical-safety.md, "Who, when, and whether";
 * iteration 39, H120): "Is spotting normal in early pregnancy? Asking because my cousin had some at 8 weeks. I'm 8
 * weeks and haven't had any, just paranoid." The sign word stands in a question or in someone else's sentence, and a
 * later sentence of hers says she has had none ("haven't had any", "not had any myself", "none here"): the sign is
 * the topic, not hers. A sign told of her anywhere ("I've had some today") keeps raising. Pure; read by triage.ts.
 */
import { type Reading, sentenceText } from './triage-reading.ts';

/** Her own denial of having any: "I haven't had any", "I've not had any", "never had any myself", "none for me". */
const NONE_OF_HERS =
  /\b(?:i|i am|i have|ive|i ve|me)(?: \w+){0,4}? (?:have not had|had not had|have not|not had|never had|do not have|had no|not having) (?:any|one|it|that|this)\b|\b(?:none|nothing like that) (?:here|for me|myself|on my end)\b/;
/** Someone else in the sentence: a relative or friend, with her story. */
const OTHER =
  /\b(?:cousin|sister|friend|friends|mum|mom|aunt|aunty|auntie|colleague|neighbour|neighbor|sil|bestie|coworker|co worker)\b/;
/** Hers, told now. */
const HERS_NOW =
  /\b(?:i (?:have|am|have had|had|ve had|noticed|saw|found)|i m having|today|tonight|right now|this morning)\b/;

/** Whether the sign word at token i is asked about or someone else's, with her own denial later in the message. */
export function deniedOfHer(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent ?? -1;
  const s = sentenceText(r, sent);
  if (!(r.read.questions.has(sent) || OTHER.test(s))) return false;
  const last = r.tokens[r.tokens.length - 1]?.sent ?? sent;
  let denied = false;
  for (let k = sent + 1; k <= last; k++) {
    const t = sentenceText(r, k);
    if (NONE_OF_HERS.test(t)) denied = true;
    else if (HERS_NOW.test(t) && !OTHER.test(t)) return false;
  }
  return denied;
}
