/**
 * Exasperation said as an act of dying (docs/clinical-safety.md, "The mind: recall first"; iteration 48, H142's "I
 * swear I will jump out the window if she tells me once more how to hold my own baby"): a jump or a throw of
 * herself made the price of someone else saying or doing an everyday thing one more time ("if my MIL rearranges my
 * cupboards again", "if he asks me one more time where the wipes are"). The condition is another person's words or
 * meddling, repeated, and said lightly (a laugh, "I swear", a question how to handle them); it is a figure only for
 * its own words and only while nothing else of dying, no means, no goodbye, no harm and no hopelessness is named in
 * the message. "Kill myself" is never read so ("I'll kill myself if my MIL asks again" still raises), nor is "I'll
 * jump off the bridge if he leaves me", nor "if she says it once more I'll jump out the window, everyone would be
 * better off". Pure; read by figure() (triage-mind-figures.ts).
 *
 * Iteration 49 (H143, H144): exasperation told as a death of one word ("dead", "die", "not survive"), only in three
 * fixed shapes, said lightly (a laugh, "I swear", a how-to question) and with nothing graver in the message:
 * - someone small or close wanting her dead ("this child wants me dead", "he's trying to get me dead");
 * - her death made the price of the baby not coming, not sleeping or not stopping ("if this baby doesn't come out
 *   soon I'm going to die lol", "if he wakes once more tonight I'll die");
 * - "one of us won't survive" a visit, a week or a night ("her mum's staying and one of us won't survive the week").
 * Her own wish ("I want to die if she cries again"), "kill myself" and any word of means, goodbye or burden beside
 * it still raise.
 */
import { GRAVEST_MIND } from './triage-mind-grave.ts';
import { type Reading, sentenceOf, sentenceText, span } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';

/** Someone else, then a word of saying or meddling, and a repeat, in the condition after "if" or "when". */
const CONDITION =
  /^(?:if|when|next time) (?:(?:my|her|the|his|our) )?(?:she|he|they|mil|fil|sil|mum|mom|mother|dad|father|mother in law|father in law|sister in law|in laws?|inlaws?|husband|partner|gran|grandma|nan|nana|auntie|aunt|sister|brother|anyone|anybody|someone|somebody|one more person|another person|people|visitors?|neighbours?|neighbors?|toddler|kids?)(?: \w+)? (?:tells?|says?|asks?|comments?|mentions?|corrects?|criticises?|criticizes?|lectures?|moves?|rearranges?|reorgani[sz]es?|touch(?:es)?|offers?|suggests?|gives?|sends?|texts?|calls?|rings?|sings?|plays?|complains?|points? out|puts?|wakes?|feeds?|kisses?|posts?|turns? up|shows? up|drops? by|pops? round|visits?|explains?|insists?|questions?|judges?|reminds?|buys?|brings?)\b/;
const REPEAT = /\b(?:once more|one more time|one more|again|another|any more|anymore|ever again)\b/;
/** Said lightly: a laugh, "I swear", or asking how to handle the person (a how-to question). */
const LIGHT =
  /\b(?:lol|lmao|haha\w*|jk|i swear|swear to god|how (?:do|can|should|would) (?:i|we|you)|how to|what (?:do|can|should) i say|any tips|tips on|advice on|politely|nicely|without (?:offending|upsetting|hurting))\b/;
/** The words of dying a figure of exasperation is said with: an act of dying, or throwing herself off. */
const ACT = /^(?:deathAct|endStrong)$/;
/** Anything graver in the message than the figure's own words. */
const GRAVE = new Set<string>([
  ...GRAVEST_MIND,
  'meansStrong',
  'means',
  'acquire',
  'hoard',
  'farewell',
  'selfInjure',
  'harmViolent',
  'decide',
  'calm',
  'conceal',
]);

export function exasperation(r: Reading, kind: MindClass, at: number, end: number): boolean {
  // A jump or a throw of herself: "kill myself", "end it" and the rest are never read as a figure here.
  if (!ACT.test(kind) || (kind !== 'deathAct' && !/^(?:throw|jump)/.test(r.tokens[at]?.w ?? '')))
    return false;
  const act = { start: at, end };
  const sent = r.tokens[act.start]?.sent;
  let stop = act.end;
  while (stop < r.tokens.length && r.tokens[stop]?.sent === sent) stop++;
  const cond = /\b(?:if|when|next time)\b.*$/.exec(span(r, act.end, stop))?.[0] ?? '';
  if (!CONDITION.test(cond) || !REPEAT.test(cond) || !LIGHT.test(r.read.text)) return false;
  // (Where she would jump from, "off the roof", is the figure's own.)
  const own = (m: { start: number }) => m.start >= act.start && m.start < act.end + 4;
  return !r.mentions.some((m) => GRAVE.has(m.c) && !own(m));
}

/** Someone small or close as the one who wants her dead ("this child wants me dead"). */
const WANTS_ME =
  /\b(?:(?:this|that|the|my|our|her|his) (?:child|baby|kid|toddler|boy|girl|one|little one|lo|son|daughter|bump|cat|dog|mil|husband|partner|mum|mom|mother)|she|he|they|it|mil|dh)(?: \w+)? (?:wants?|wanted|is trying to get|trying to get|will have|is going to get) me$/;
/** Her dying said after herself ("I'm going to die", "I'll die", "I will actually die"). */
const I_DIE =
  /\b(?:i am|i m|im|i will|i ll|i would|i d|i shall)(?: (?:going to|gonna|literally|actually|genuinely|honestly|just|so|definitely|probably))* (?:die|be dead)$/;
/** The condition: the baby not coming, not sleeping, waking or crying again; another night, feed or visit. */
const BABY_CONDITION =
  /\bif (?:(?:this|the|my|her|his|our) (?:baby|bump|child|kid|toddler|little one|lo|one)|(?:she|he|it|they)) (?:(?:does|do|will|is|are) not|wakes?|cries|screams|keeps?|refuses|won t|doesn t|don t|is still|stays?)\b|\bif i (?:have to|do not get|can not|cannot) (?:\w+ ){0,3}(?:sleep|another|one more|wait|listen|hear|change|do)\b/;
const ONE_OF_US = /\bone of us(?: (?:will|is|is going to|gonna|would|may|might))?$/;
const GRAVE_DEATH = new Set<string>([...GRAVE].filter((k) => k !== 'end'));

/** Whether a single word of dying at [at, end) is exasperation in one of the fixed shapes above. */
export function exasperatedDeath(r: Reading, kind: MindClass, at: number, end: number): boolean {
  if (kind !== 'end' || !LIGHT.test(r.read.text)) return false;
  const words = span(r, at, end);
  const before = span(r, at - 8, at);
  const sentence = sentenceText(r, sentenceOf(r, at));
  const shape =
    (/^(?:dead|death)$/.test(words) && WANTS_ME.test(before)) ||
    (/^(?:die|dead)$/.test(words) && I_DIE.test(span(r, at - 6, end)) && BABY_CONDITION.test(sentence)) ||
    (/^not (?:survive|make it)$/.test(words) && ONE_OF_US.test(span(r, at - 5, at)));
  if (!shape) return false;
  const own = (m: { start: number }) => m.start >= at - 6 && m.start < end + 2;
  return (
    !r.mentions.some((m) => GRAVE_DEATH.has(m.c) && !own(m)) &&
    !r.mentions.some((m) => m.c === 'end' && !own(m))
  );
}
