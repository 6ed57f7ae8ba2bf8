/**
 * A racing heart from joy, not a symptom (triage-rules-pain.ts, the heart's racing): excitement, love or the moment
 * that moved her said in its own part of the sentence, a heart racing "the good kind", or the baby's heartbeat heard
 * or seen for the first time, with no other sign of the chest, breath or a faint told.
 */
import { type Reading, sentenceOf, sentenceText } from './triage-context.ts';
import { span } from './triage-mind-figures.ts';
import { anywhere } from './triage-rule-kit.ts';

// (Also joy and love, and the moment that moved her: "my heart was racing when they put the heartbeat on the screen",
// "my heart races every time he smiles at me": an emotion, not a symptom.)
const EXCITED =
  /\b(?:this is it|excited|excitement|thrilled|can not wait|dying to meet|emocionada|emocion|ya viene|happy|so happy|happiness|joy|joyful|overjoyed|in love|i love (?:him|her|them|you|it|this)|happy tears|cried (?:happy tears|with joy)|proud|butterflies|(?:heartbeat|heart beat|baby|bump|face|him|her|them|the twins) (?:up )?on the (?:screen|monitor)|(?:at|during|on|in) the (?:\d+ week |dating |anomaly |growth |first )?(?:scan|ultrasound|ecografia)|(?:he|she|the baby|baby) (?:smiles|smiled|giggles|laughs)|smiles at me|smiled at me|first cuddle|first time i held|held (?:him|her) for the first|alegria|feliz|felicidad)\b/;

const FIRST_HEARTBEAT =
  /\b(?:heard|hearing|hear|saw|seeing|see) (?:the|his|her|their|our|baby s|the baby s|babys|a) (?:heartbeat|heart beat|heart beating|heartbeats)\b/;

// (A racing heart she calls "the good kind", "in a good way" or "from excitement", whatever made her happy: the keys to
// a new flat, a job, good news.)
const GOOD_KIND =
  /\b(?<!\b(?:not|no|nothing) )(?:the good kind|good kind of|in a good way|good racing|happy nerves|good nerves|(?:out of|with|from|for) (?:sheer )?(?:excitement|joy|happiness)|(?:de|por la|por) (?:emocion|alegria|felicidad)|para bien|del bueno)\b/;

/** The baby's heartbeat heard or seen for the first time, the sentence after a racing heart with nothing else. */
function heardTheHeartbeat(r: Reading, i: number): boolean {
  const sent = sentenceOf(r, i);
  const alone = !(['chest', 'breath', 'struggle', 'faint', 'dizzy', 'pain'] as const).some((c) =>
    anywhere(r, c),
  );
  return alone && FIRST_HEARTBEAT.test(`${sentenceText(r, sent)} ${sentenceText(r, sent + 1)}`);
}

/** The words of token i's sentence between the "but"s around it. */
function butPart(r: Reading, i: number): string {
  const sent = sentenceOf(r, i);
  const isBut = (k: number) => /^(?:but|though|although|however|pero)$/.test(r.tokens[k]?.w ?? '');
  let a = i;
  while (a > 0 && r.tokens[a - 1]?.sent === sent && !isBut(a - 1)) a--;
  let b = i;
  while (b + 1 < r.tokens.length && r.tokens[b + 1]?.sent === sent && !isBut(b + 1)) b++;
  return span(r, a, b + 1);
}

/** Whether the racing heart at token i is told as joy. */
export function joyfulHeart(r: Reading, i: number): boolean {
  return EXCITED.test(butPart(r, i)) || GOOD_KIND.test(r.read.text) || heardTheHeartbeat(r, i);
}
