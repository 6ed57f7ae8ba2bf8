/**
 * Anxiety told as her habit in pregnancy (docs/clinical-safety.md, "Low mood or anxiety that will not lift";
 * iteration 36, the lead's decision on the miscarriage-anxiety labels): checking her knickers, pad or the paper for
 * blood every time she wees, or a worry she cannot stop in a pregnancy after or about a loss ("can't stop worrying
 * about miscarriage"; iteration 50, the lead's Q38 label: not a worry alone with no loss), or anxiety told as
 * constant with her joy gone ("constantly anxious something will go wrong ... can't enjoy it at all"), is anxiety as her way of life now, the catalogue's "low
 * mood or anxiety most days", for her midwife to hear. A worry asked once with no habit or constant state told ("is it
 * normal to worry about miscarriage?"), a check told once ("checked my pad after the walk"), and someone else's
 * worry or habit ("my sister checks her knickers every time") stay routine.
 */
import { type Reading, sentenceText } from './triage-reading.ts';

const WORRY =
  /\b(?:worry|worries|worrying|worried|anxious|anxiety|nervous|panicky|panicking|scared|terrified|afraid|paranoid)\b/;
/** A check for blood made every time she wees, in either order. */
const LOO = /(?:wee|wees|pee|pees|go to the (?:loo|toilet|bathroom)|go (?:to )?(?:the )?(?:loo|toilet)|wipe)/;
const CHECKED =
  /(?:check|checking|checks|look|looking|inspect|inspecting)(?: \w+){0,2} (?:knickers|pants|underwear|pad|pads|liner|paper|tissue|for blood|for bleeding|for spotting)/;
const HABIT = new RegExp(
  `\\b${CHECKED.source} (?:\\w+ ){0,2}every (?:single )?time (?:i |that i )?${LOO.source}\\b|\\bevery (?:single )?time (?:i |that i )?${LOO.source}(?: \\w+){0,3} (?:i )?${CHECKED.source}\\b`,
);
/** A worry she cannot stop, or one told as constant with her joy gone. */
const CANT_STOP =
  /\b(?:can not|cant|cannot) stop (?:worrying|panicking|thinking (?:about )?(?:miscarriage|miscarrying|losing|something (?:bad|wrong)|the worst|what if\w*))\b/;
/** One thing ahead she fears (a scan, the birth): a worry before it, not her state (iteration 35). */
const ONE_THING_AHEAD =
  /\b(?:the birth|giving birth|labour|labor|delivery|c section|the scan|my scan|next scan|\d+ week scan|dating scan|anomaly scan|results)\b/;
/** The worry that cannot stop is of losing the baby: "about miscarriage", "thinking about losing it". */
const LOSS_WORRY = /\b(?:miscarr\w*|losing|lose (?:it|the baby|this baby|her|him)|mc|loss)\b/;
/** A loss before this pregnancy, told: "after my miscarriage", "we lost our last baby", "a previous loss". */
const LOSS =
  /\b(?:miscarriage|miscarriages|miscarried|mc|mmc|stillbirth|stillborn|ectopic|chemical pregnancy|(?:previous|last|earlier|first|our|my) loss|losses|lost (?:a|our|my|the|two|three|\d) (?:baby|babies|pregnancy|pregnancies|one|ones)|lost (?:our|my) (?:last|first) (?:baby|one)|after losing)\b/;
/** A loss told of someone else: "my sister lost one last year", "my friend had a miscarriage". */
const OTHERS_LOSS =
  /\b(?:sister|sis|friend|friends|cousin|mum|mom|mother|aunt|aunty|auntie|colleague|neighbour|neighbor|bestie|sister in law|she|they)\b(?: \w+){0,2} (?:lost|had (?:a |two |three )?(?:miscarriage|miscarriages|loss|losses|stillbirth)|miscarried)\b/;
/** Her own loss told: "I lost one", "we had a miscarriage", "my miscarriage", "after my loss", "and so did I". */
const OWN_LOSS =
  /\b(?:i|we|i ve|we ve|i have|we have|i had|we had)(?: \w+){0,2} (?:lost|miscarried|had (?:a |two |three )?(?:miscarriage|miscarriages|loss|losses|stillbirth|mc|mmc|ectopic))\b|\b(?:my|our) (?:miscarriage|miscarriages|loss|losses|stillbirth|mc|mmc|ectopic|angel)\b|\b(?:so did i|so have i|so had i|as did i|me too|i did too|i have too|i had one too|same (?:here|for me|with me))\b/;
const CONSTANT =
  /\b(?:constantly|constant|all the time|always) (?:\w+ ){0,2}(?:anxious|worried|worrying|scared)\b/;
const JOY_GONE =
  /\b(?:can not|cant|cannot) enjoy (?:it|this|any of it|anything|the pregnancy|this pregnancy|being pregnant)\b/;
/**
 * Anxiety told as her constant state after a loss, with no word of worry (iteration 51, Q39): a dread at every
 * twinge or cramp ("every twinge I'm sure something is wrong"), no sleep before each appointment or scan, or her joy
 * in it gone ("hard to enjoy it") beside a dread. Counted only when a loss is told.
 */
const EVERY_DREAD =
  /\bevery (?:single )?(?:little )?(?:twinge|twinges|cramp|cramps|ache|aches|pain|pains|niggle|niggles|symptom|thing|time i (?:feel|get|have|go|wipe|wee|pee))\b(?: \w+){0,6} (?:i m |im |i am |i )?(?:sure|convinced|certain|positive|panic|panicking|terrified|scared|think|thinking)\b(?: \w+){0,4} (?:wrong|bad|happening again|going to happen|losing|lose|miscarr\w*|the worst|over)\b/;
const SLEEPLESS_BEFORE =
  /\b(?:barely|hardly|cant|can not|cannot|don t|dont|never|not|can t) (?:sleep|sleeping|slept)\b(?: \w+){0,4} (?:before|ahead of) (?:each|every|all my|all the) (?:appointment|appointments|scan|scans|check|checks|checkup|checkups|visit|visits)\b|\b(?:night|nights|days?) before (?:each|every|all my|all the) (?:appointment|appointments|scan|scans|check|checks|checkup|checkups|visit|visits)\b(?: \w+){0,3} (?:barely|hardly|cant|can not|cannot|don t|dont|never|not|can t) (?:sleep|sleeping|slept)\b/;
const HARD_TO_ENJOY =
  /\b(?:hard|difficult|impossible|struggling|struggle|cant|can not|cannot|can t|unable) (?:to )?enjoy\b/;
const DREAD = /\b(?:something (?:is|s) (?:wrong|going to go wrong|bad)|the worst|happen again|panic\w*)\b/;

function constantAfterLoss(r: Reading): boolean {
  const text = r.read.text;
  if (!LOSS.test(text)) return false;
  for (const sent of new Set(r.tokens.map((t) => t.sent))) {
    const s = sentenceText(r, sent);
    if (THEIRS.test(s) || !MINE.test(s)) continue;
    if (EVERY_DREAD.test(s) || SLEEPLESS_BEFORE.test(s)) return true;
    if (HARD_TO_ENJOY.test(s) && (DREAD.test(text) || WORRY.test(text))) return true;
  }
  return false;
}

/** Someone else's habit or worry: a relative or friend is its subject. */
const THEIRS =
  /\b(?:my )?(?:sister|friend|mum|mom|mother|cousin|daughter|wife|partner|she|he)(?: \w+){0,2} (?:checks|is checking|keeps checking|is so anxious|is anxious|worries|cant stop|can not stop)\b/;
const MINE = /\b(?:i|im|i m|me|my)\b/;

/** Whether she tells her anxiety as a habit or a worry she cannot stop, in pregnancy; 14 (days) or 0. */
export function habitualWorry(r: Reading): number {
  if (r.stage !== 'pregnant') return 0;
  const text = r.read.text;
  if (constantAfterLoss(r)) return 14;
  if (!WORRY.test(text)) return 0;
  for (const sent of new Set(r.tokens.map((t) => t.sent))) {
    const s = sentenceText(r, sent);
    if (THEIRS.test(s) || !MINE.test(s)) continue;
    // (A worry she cannot stop counts in a pregnancy after or about a loss, the lead's decision of iteration 36: "can't
    // stop worrying something is wrong with the baby. 27 weeks" with no loss and no span told is the worry alone, the
    // lead's Q38 label, as iteration 49 read "anxious all the time".)
    // (A relative's or a friend's loss told as the worry's reason, with none of her own, is not her loss: "can't stop
    // worrying the baby will miscarry, my sister lost one last year" with no span told is the worry alone; Q41.)
    const othersOnly = OTHERS_LOSS.test(text) && !OWN_LOSS.test(text);
    const cantStop = CANT_STOP.test(s) && (LOSS_WORRY.test(s) || LOSS.test(text)) && !othersOnly;
    if (HABIT.test(s) || (cantStop && !ONE_THING_AHEAD.test(s))) return 14;
    if (CONSTANT.test(s) && JOY_GONE.test(`${s} ${sentenceText(r, sent + 1)}`)) return 14;
  }
  return 0;
}
