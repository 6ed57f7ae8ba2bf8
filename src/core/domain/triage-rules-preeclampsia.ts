/**
 * Pre-eclampsia (docs/clinical-safety.md, "Pre-eclampsia"; NHS pre-eclampsia guidance, ACOG severe range,
 * CDC Hear Her; after the birth AWHONN and NICE CG37). Blood pressure of 160 systolic or 110 diastolic or more,
 * on any reading, is an emergency. A headache that is severe, lasts, is getting worse, is not helped by
 * medicine or comes with vision changes is urgent (after the birth too); so are vision changes (blurring,
 * flashing, spots, shimmering letters, half a screen gone) and sudden swelling of the face or hands (rings that
 * will not go on or come off). A mild headache that went is routine: the reply asks the deciding question.
 */
import { fitCame, notHersFit } from './triage-fit-figure.ts';
import { type Reading, sentenceOf, sentenceText } from './triage-context.ts';
import {
  active,
  anywhere,
  finding,
  type Finding,
  inSentence,
  nearActive,
  type Rule,
} from './triage-rule-kit.ts';
import { span } from './triage-mind-figures.ts';
import { severeByEffect } from './triage-headache-effect.ts';
import { headacheAsked } from './triage-headache-early.ts';
import { settledLater, severeReadingFlags } from './triage-bp-baseline.ts';
import { deviceFlashing, notHerSight } from './triage-vision-denied.ts';
import { calmedJitters } from './triage-fit-jitters.ts';
import { datedBefore } from './triage-checked-before.ts';

const ASLEEP =
  /\b(?:in (?:her|his|their|the) sleep|(?:is|s|are) in (?:a )?(?:deep|light|rem|active) sleep|asleep|while (?:she|he|they) (?:is |are )?sleep\w*|when (?:she|he|they) (?:is |are )?sleep\w*|dormid[oa]|durmiendo)\b/;
const STOPS_ON_WAKING =
  /\b(?<!\b(?:not|never|no) )(?:stops?|stopped|stopping|goes away|settles?) (?:as soon as|when|once|the moment|the second|the minute|the instant|if) (?:she|he|they|baby|i|we) (?:wakes?|woke|is woken|wake (?:her|him|them)|pick (?:her|him|them) up|touch (?:her|him|them)|hold (?:her|him|them))\b|\bpara (?:cuando|al) (?:se despierta|despertar)/;

/**
 * "my head's going to explode with all the baby stuff to research": a head too full, a figure of stress, when no
 * pain or headache is said anywhere in the message.
 */
/** "the worst head cold", "head lice", "a head of hair": the head names something else, not a pain in it (Q38). */
const HEAD_THING = /^(?:cold|colds|congestion|congested|lice|nits|of hair|full of hair|flu)\b/;

function fullHead(r: Reading, i: number): boolean {
  const j = nearActive(r, i, ['throb'], 4);
  return (
    j >= 0 &&
    /^explod/.test(r.tokens[j]?.w ?? '') &&
    /\b(?:going to|about to|gonna|will|could|ready to|va a)$/.test(span(r, j - 3, j)) &&
    !anywhere(r, 'pain') &&
    !anywhere(r, 'headache') &&
    !anywhere(r, 'severe') &&
    active(r, 'throb').every((k) => /^explod/.test(r.tokens[k]?.w ?? ''))
  );
}

function severeHeadache(r: Reading, i: number): boolean {
  if (nearActive(r, i, ['severe', 'throb', 'constant'], 7) >= 0) return true;
  if (severeByEffect(r, i)) return true;
  if (nearActive(r, i, ['persist'], 14, false) >= 0) return true;
  // ("headache after a 13hr shift": the hours are the shift's, not the headache's.)
  const shift = /\b\d+ (?:hour|hours|hr|hrs) (?:night |day |long )?shifts?\b/.test(r.read.text);
  if ((r.numbers.spanDays ?? 0) >= 1 || ((r.numbers.hours ?? 0) >= 12 && !shift)) return true;
  if (anywhere(r, 'visionBad')) return true;
  return r.numbers.bp.some((b) => (b.sys ?? 0) >= 140 || (b.dia ?? 0) >= 90);
}

/** Lights and zigzags in her sight (an aura), not a blur she can blame on glasses. */
const LIGHTS =
  /^(?:flashing|flashes|zigzag|zigzags|sparkly|sparkles|shimmering|shimmery|lucecitas|destellos|chispitas)$/;

export const preEclampsiaRules: Rule = (r) => {
  const out: Finding[] = [];
  // A severe reading counts unless a later reading came back normal (ACOG: confirmed on a repeat within 15 minutes;
  // "162/100, then 122/78 ten minutes later" was not); her usual one ("my normal is 128/84") is no repeat.
  const severe = (b: { sys: number | null; dia: number | null }) =>
    (b.sys ?? 0) >= 160 || (b.dia ?? 0) >= 110;
  for (const b of r.numbers.bp)
    if (severe(b) && !settledLater(r, b.at))
      out.push(
        finding(
          'severe-high-blood-pressure',
          b.at,
          'mother',
          'symptom',
          `blood pressure ${String(b.sys ?? '?')}/${String(b.dia ?? '?')}`,
          severeReadingFlags(r, b.at),
        ),
      );
  // Headaches, and a head said to be pounding or splitting. (A headache she puts down to cutting out caffeine and
  // asks what painkiller to take for is asked its deciding question, not read as the severe headache.)
  const heads = [
    ...active(r, 'headache'),
    ...active(r, 'head').filter(
      (i) =>
        nearActive(r, i, ['throb', 'pain', 'severe'], 4) >= 0 &&
        !fullHead(r, i) &&
        !HEAD_THING.test(span(r, i + 1, i + 3)),
    ),
  ];
  for (const i of heads) {
    if (
      r.at[i]?.has('headache') === false &&
      heads.some((j) => j !== i && Math.abs(j - i) < 4 && r.at[j]?.has('headache'))
    )
      continue;
    // ("its a normal headache just won't go": a headache she calls ordinary is asked its deciding question.)
    const ordinary = /\b(?:normal|regular|ordinary|usual|tension) headache/.test(
      sentenceText(r, sentenceOf(r, i)),
    );
    if (severeHeadache(r, i) && !withdrawalAsked(r) && !ordinary && !headacheAsked(r))
      // ("BP was fine when they discharged me": a check before it began does not clear it.)
      out.push(finding('severe-headache', i, 'mother', 'symptom', 'a bad headache', datedBefore(r, i)));
    else out.push(finding('severe-headache', i, 'mother', 'symptom', 'a headache', { ask: true }));
  }
  // Vision changes, not a blurry photo.
  for (const i of active(r, 'visionBad')) {
    // ("blurry because I forgot my contacts": the cause said; "my vision is normal... like floaters?": asked.)
    if (notHerSight(r, i) || deviceFlashing(r, i)) continue;
    // "little red spots on her cheeks, I press the glass and they fade": spots on the skin, not in her eyes.
    if (
      r.at[i]?.has('rash') &&
      (anywhere(r, 'glass') ||
        nearActive(r, i, ['faceHands', 'belly', 'leg', 'chest', 'feet', 'breast'], 4) >= 0 ||
        ((SKIN_SPOTS.test(span(r, i + 1, i + 6)) || ACNE.test(sentenceText(r, sentenceOf(r, i)))) &&
          nearActive(r, i, ['vision'], 5) < 0))
    )
      continue;
    // "I can't see how much he's drinking", "can't see the point": not her eyesight.
    const m = r.mentions.find((x) => x.c === 'visionBad' && x.start === i);
    if (
      m &&
      m.end - m.start > 1 &&
      /^(?:how|what|if|why|where|whether|the|any|anything|it|him|her|them|my|past|over)$/.test(
        r.tokens[m.end]?.w ?? '',
      )
    )
      continue;
    const word = r.tokens[i]?.w ?? '';
    const seeing = nearActive(r, i, ['vision', 'head', 'headache'], 7) >= 0;
    const strong =
      /^(?:blurry|blurred|blurring|flashing|flashes|zigzag|zigzags|sparkly|sparkles|shimmering|shimmery|floaters|borroso|borrosa|lucecitas|destellos|chispitas)$/.test(
        word,
      );
    // ("sparkly zigzags at the edges... went after about 20 mins": flashing or zigzags that pass are still the
    // sign, an episode to call about, as a bleed that stopped is; only a professional's check ends it.)
    if (seeing || strong)
      out.push(
        finding('vision-changes', i, 'mother', LIGHTS.test(word) ? 'event' : 'symptom', 'vision changes'),
      );
  }
  // Swelling of the face or hands, or rings that no longer go on or come off.
  for (const i of active(r, 'swell')) {
    const site = nearActive(r, i, ['faceHands'], 7);
    // ("my legs are swelling up and my face too": the face joined to it counts, however far.)
    const joined =
      site > i &&
      /^(?:too|as|also|aswell|tambien|now|even)$/.test(r.tokens[site + 1]?.w ?? '') &&
      r.tokens.slice(i, site).some((t) => /^(?:and|y|plus)$/.test(t.w));
    const feetOnly =
      site < 0 ||
      (!joined &&
        nearActive(r, i, ['feet'], 4) >= 0 &&
        Math.abs(nearActive(r, i, ['feet'], 4) - i) < Math.abs(site - i));
    if (!feetOnly) out.push(finding('sudden-swelling', i, 'mother', 'symptom', 'swollen face or hands'));
    // ("swell by evening, goes down overnight": "overnight" says how it goes, not how it came.)
    else if (
      nearActive(r, i, ['sudden'], 9) >= 0 &&
      !/^(?:down|away|gone|settles|better)$/.test(r.tokens[nearActive(r, i, ['sudden'], 9) - 1]?.w ?? '') &&
      inSentence(r, i, 'resolve') < 0
    )
      out.push(finding('sudden-swelling', i, 'mother', 'symptom', 'sudden swelling'));
    // Swollen feet or ankles: common, but the reply asks whether it came on suddenly or is in the face or hands.
    else out.push(finding('sudden-swelling', i, 'mother', 'symptom', 'swelling', { ask: true }));
  }
  for (const i of active(r, 'faceHands')) {
    const w = r.tokens[i]?.w ?? '';
    if (!/^(?:rings?|ring|anillo|anillos|knuckle)$/.test(w) && !/^(?:wedding)$/.test(w)) continue;
    const s = sentenceOf(r, i);
    const text = r.tokens
      .filter((t) => t.sent === s)
      .map((t) => t.w)
      .join(' ');
    if (
      /\b(?:not|can not|could not|will not|no)\b.{0,30}\b(?:off|on|fit|past|get|entran|quitar|sacar)\b|\bno me (?:entran|quedan|salen)\b/.test(
        text,
      )
    )
      out.push(finding('sudden-swelling', i, 'mother', 'symptom', 'rings will not go on or come off'));
  }
  // A fit (eclampsia in pregnancy and after the birth; a baby's fit is the newborn sign).
  for (const i of active(r, 'seizure')) {
    const w = r.tokens[i]?.w ?? '';
    const prev = r.tokens[i - 1]?.w ?? '';
    if (/^(?:fit|fits)$/.test(w) && !/^(?:a|had|having|of|some|another)$/.test(prev) && !fitCame(r, i))
      continue;
    // A named fit, or a phrase that can only be one ("went stiff", "se mordio la lengua").
    const named =
      /^(?:seizure|seizures|fit|fits|fitting|convulsion|convulsions|convulsing|convulsed|convulsiono|tiesa|tieso)$/.test(
        w,
      ) ||
      /\beyes (?:are |were |keep |kept |went |go )?(?:rolled|rolling)|ojos en blanco/.test(r.read.text) ||
      r.mentions.some((m) => m.c === 'seizure' && m.start === i && m.end - m.start > 2) ||
      // Stiff and jerking, or foam at the mouth: two signs of a fit together name it, however it is told.
      new Set(active(r, 'seizure').map((k) => r.tokens[k]?.w.slice(0, 4))).size >= 2 ||
      /\b(?:foam\w*|froth\w*|espuma) (?:at|from|in|por|en) (?:the |her |his |la |su )?(?:mouth|boca)\b/.test(
        r.read.text,
      );
    const withMore =
      anywhere(r, 'hardWake') ||
      anywhere(r, 'faint') ||
      anywhere(r, 'confused') ||
      /\b(?:rhythm\w*|not answering|not responding|no me contestaba|wet myself|bit my tongue|on the floor|dazed|out of it|groggy|aturdida|ida)\b/.test(
        r.read.text,
      );
    // "throws his arms out wide when the door slams, then settles... is he having a fit??": a fit only asked about,
    // with nothing of one told (no shaking, stiffening or jerking elsewhere), is a question, not a report.
    // ("My wife says it's a fit, I say it's a reflex": a relative's name for a startle told is the same.)
    const sent = sentenceText(r, sentenceOf(r, i));
    const askedOnly =
      (r.read.questions.has(r.tokens[i]?.sent ?? -1) ||
        /\b(?:says|said|thinks|reckons|calls it)\b/.test(sent)) &&
      !withMore &&
      // ("flings her arms out and jerks... is that the startle reflex or a fit??": the jerk is the startle told.)
      ![...active(r, 'seizure'), ...active(r, 'shiver')].some(
        (k) => k !== i && !STARTLE.test(sentenceText(r, sentenceOf(r, k))),
      ) &&
      !focalFit(r, i) &&
      (anywhere(r, 'resolve') || STARTLE.test(r.read.text));
    // "twitches and jerks in her sleep but it stops as soon as she wakes": sleep jerks (benign sleep myoclonus), not a
    // fit, unless anything more of one is told.
    const sleepJerks =
      ASLEEP.test(r.read.text) &&
      STOPS_ON_WAKING.test(r.read.text) &&
      !withMore &&
      !/\beyes\b/.test(r.read.text);
    const jitters = calmedJitters(r) && !withMore;
    // In pregnancy, "a fit in there" of the baby in the bump (rhythmic taps: hiccups) is not hers.
    const inBump = r.stage === 'pregnant' && /\b(?:in there|in my bump|in my belly|in my tummy)\b/.test(sent);
    if ((named || withMore) && !askedOnly && !inBump && !sleepJerks && !jitters && !notHersFit(r, i))
      out.push(finding('seizure', i, 'mother', 'event', 'a fit', { babySign: 'newborn-seizure' }));
  }
  // Shaking with lost awareness (found on the floor, no memory of it, not answering), or a focal fit: an arm and a
  // leg of one side shaking, or eyes fixed while it shakes ("le tiembla el bracito y la pierna del mismo lado").
  // ("his arm and leg on one side go twitchy in a rhythm and he stares off": twitches of one side, in a rhythm.)
  const twitches = r.tokens.flatMap((t, k) =>
    /^(?:twitch(?:y|es|ed)|jerky|jerks|jerking)$/.test(t.w) && /\brhythm/.test(sentenceText(r, t.sent))
      ? [k]
      : [],
  );
  for (const i of [...active(r, 'shiver'), ...active(r, 'seizure'), ...twitches])
    if (
      /\b(?:on (?:the |a |her |my )?(?:kitchen |bathroom |bedroom )?floor|(?:do|did|can|could) not remember|not responding|not answering|unresponsive|eyes rolled|eyes (?:going|gone|went|go|turning|turned|rolling) (?:up|back)|(?:foam|froth)\w* (?:at|from) (?:the |her |his )?mouth|bit (?:my|her) tongue|blank)\b/.test(
        r.read.text,
      ) ||
      // ("di baby a jerk jerk him arm an leg an him eye dem roll back": eyes rolling back while the body jerks.)
      (/\beyes? (?:\w+ )?(?:roll|rolls|rolled) (?:back|up)\b/.test(r.read.text) &&
        /\b(?:jerk\w*|shak\w*|twitch\w*|stiff\w*|convuls\w*)\b/.test(r.read.text)) ||
      focalFit(r, i)
    ) {
      out.push(
        finding('seizure', i, 'mother', 'event', 'shaking and not aware', { babySign: 'newborn-seizure' }),
      );
      break;
    }
  return out;
};

/** The startle (Moro) reflex told by its look: a noise, arms flung out, settling when held. */
const STARTLE =
  /\b(?:startle|startles|startled|startling|moro|door slams|slams|door bangs|bangs|loud noise|noises|(?:throws|flings|flung|threw) (?:his|her|both) arms)\b/;
const ONE_SIDE =
  /\b(?:(?:on )?(?:one|the same|his left|his right|her left|her right) side|(?:left|right) (?:arm|leg|hand|foot)|(?:arm|hand) and (?:leg|foot) on (?:one|the same|the left|the right)|del mismo lado|de un (?:solo )?lado|(?:brazo|bracito|pierna|piernita) (?:izquierd|derech))/;
const FIXED_EYES =
  /\b(?:eyes (?:fixed|staring|stare|stared|stuck|glazed|locked)|stare at one (?:point|spot)|fixed stare|staring blankly|blank stare|ojos fijos|mirada (?:fija|perdida)|ojos (?:perdidos|en un punto))\b/;
const LIMBS =
  /\b(?:arm|arms|hand|hands|brazo|bracito|brazos|mano|manita)\b[^.]*\b(?:leg|legs|foot|feet|pierna|piernita|piernas|pie|piecito)\b/;

/** A focal fit told by its look: one side's arm and leg shaking, or shaking with fixed eyes, in its sentence. */
function focalFit(r: Reading, i: number): boolean {
  const s = sentenceText(r, sentenceOf(r, i));
  return (ONE_SIDE.test(s) && LIMBS.test(s)) || FIXED_EYES.test(s);
}

/** Cutting out caffeine named as the cause of the headache. */
const WITHDRAWAL =
  /\b(?:from (?:the )?(?:no sleep|lack of sleep|no sleep life|sleep deprivation|being so tired)|(?:cut|cutting|stopped|stopping|gave up|giving up|quit|quitting|no more|without|off|(?:withdrawal|withdrawals) from) (?:\w+ ){0,3}?(?:caffeine|coffee|coffees|tea|cola|coke|energy drinks?)|(?:caffeine|coffee) (?:withdrawal|withdrawals|detox)|deje (?:el |de tomar )?(?:cafe|cafeina)|sin (?:cafe|cafeina))\b/;
/** Asking which painkiller she may take. */
const PAINKILLER_ASKED =
  /\b(?:paracetamol|acetaminophen|tylenol|painkillers?|pain relief|co codamol|what can i (?:take|have)|can i take|safe to take|puedo tomar|que puedo tomar)\b/;
/** Nothing else of pre-eclampsia beside it: eyes, swelling, pain under the ribs, a blood pressure. */
/** Spots on a part of the skin ("spots on my chin and forehead"), or acne named beside them: skin, not eyes. */
const SKIN_SPOTS =
  /^(?:\w+ )?(?:on|all over|across) (?:my|her|his|the|your)? ?(?:\w+ )?(?:chin|forehead|face|cheeks?|nose|jaw|jawline|back|neck|shoulders|skin|bum|scalp|t zone)\b/;
const ACNE =
  /\b(?:acne|pimples?|zits?|breakouts?|broken out|breaking out|blackheads|whiteheads|granos|acne)\b/;

const OTHER_SIGN = ['visionBad', 'swell', 'ribs', 'vomit'] as const;

/** "I cut out coffee and my head is banging, can I take paracetamol?": a withdrawal headache asked about. */
function withdrawalAsked(r: Reading): boolean {
  return (
    WITHDRAWAL.test(r.read.text) &&
    PAINKILLER_ASKED.test(r.read.text) &&
    !r.numbers.bp.length &&
    !OTHER_SIGN.some((c) => anywhere(r, c))
  );
}
