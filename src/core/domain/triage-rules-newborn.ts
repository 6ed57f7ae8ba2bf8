/**
 * The newborn, up to three months (docs/clinical-safety.md, "The newborn"; NHS, "Spotting signs of serious
 * illness in babies"; NHS Healthier Together). Emergencies: blue, grey or dusky lips, mottled or very pale
 * skin; grunting, the chest pulling in, pauses in breathing; floppy, hard to wake, a weak, high-pitched or
 * constant cry; a fit; a rash that does not fade under a pressed glass; green vomit; jaundice with poor
 * feeding or unusual sleepiness. Urgent: not feeding for 8 hours or taking less than half the usual; no wet
 * nappy for 12 hours; jaundice in the first day, spreading fast, or pale chalky poo; a red or smelly cord.
 */
import { floppyAtEase } from './triage-floppy-sleep.ts';
import { noisySleep } from './triage-newborn-noisy.ts';
import { ownColdNose } from './triage-nose-own.ts';
import { floppyThing } from './triage-floppy-thing.ts';
import { laughedOff } from './triage-laughing.ts';
import { type Reading, sentenceOf, sentenceText } from './triage-context.ts';
import { active, anywhere, finding, type Finding, nearActive, type Rule } from './triage-rule-kit.ts';
import { span } from './triage-mind-figures.ts';
import { subjectAt } from './triage-subject.ts';
import { jaundiceFindings } from './triage-rules-jaundice.ts';
import { feedingFindings } from './triage-rules-feeding.ts';
import { doubtedLips } from './triage-newborn-lips.ts';
import { calmFastBreathing } from './triage-newborn-rate.ts';
import { colourFindings } from './triage-newborn-colour.ts';

const FEARED =
  /\b(?:worr(?:y|ying|ied|ies)|scared|afraid|terrified|frightened|fear|fears|anxious|panic|paranoid|obsess\w*|miedo|preocup\w*) (?:\w+ ){0,4}(?:about|of|that|de|que)(?: (?:him|her|them|the baby|baby|my baby|he|she|el bebe|se))?$/;
/** Told as having happened ("he did it twice tonight"), beside the fear. */
const HAPPENED =
  /\b(?:did it|does it|done it|has done|happened|happens|again|twice|times|keeps|kept|tonight|last night|today|just now|earlier)\b/;
const otherBreathSign = (r: Reading) =>
  (['grunt', 'recession', 'blue', 'fast', 'floppy', 'hardWake'] as const).some((c) => anywhere(r, c));

/** Breathing said to be calm between the noises ("his breathing in between is calm and easy"). */
const CALM_BETWEEN =
  /\b(?:breathing|breath|breathes|respiracion|respira)\b(?: \w+){0,3} (?:is |seems |looks |sounds |es |esta )?(?:calm|easy|normal|fine|relaxed|settled|regular|quiet|tranquila|normal)\b/;
/** Breathing fast, then slow, with a pause: the periodic breathing of a newborn's sleep. */
const PERIODIC =
  /\b(?:fast|quick|rapida|rapido)\b.{0,50}\b(?:slow|slows|slowing|slowed|lenta|lento)\b|\bperiodic\b/;
const BRIEF_PAUSE = /\b(?:a second or two|a second|a split second|a couple of seconds|a moment|un segundo)\b/;

export const newbornRules: Rule = (r) => {
  if (r.stage === 'pregnant') return [];
  const out: Finding[] = [...jaundiceFindings(r), ...feedingFindings(r), ...doubtedLips(r)];
  out.push(...colourFindings(r));
  const OWN_BREATH = /\b(?:i|i am|i m|im|i was|i get|i got|i feel|i felt|me|myself)(?: \w+)?$/;
  const KEEPS_UP =
    /\b(?:(?:can not|could not|cant|couldnt) (?:get to |get any )?sleep (?:with|for|because of|over|through)|(?:keeps|kept|keeping) (?:me|us|him|her|daddy|dad|my husband|my partner)(?: (?:both|all))? (?:up|awake))\b/;
  for (const c of ['grunt', 'recession', 'apnoea'] as const)
    for (const i of active(r, c)) {
      // Grunting and straining to poo is how babies push, not breathing hard; so is a gassy, windy baby's.
      if (
        c === 'grunt' &&
        (nearActive(r, i, ['stool'], 12) >= 0 ||
          /\b(?:strain|strains|straining|pushing|push|gassy|windy|wind|gas|gas drops|colic\w*|trying to poo|trying to poop|pooing|pooping|(?:doing|having|do|does) a poo|puja|pujar|pujando|pujo|hace fuerza|haciendo fuerza)\b/.test(
            sentenceText(r, sentenceOf(r, i)),
          ))
      )
        continue;
      // "the grunting baby thing", "grunting baby syndrome": the name of how babies learn to poo.
      if (
        c === 'grunt' &&
        /\bgrunting baby (?:syndrome|thing)\b/.test(r.read.text) &&
        (anywhere(r, 'pro') || /^\w+ baby (?:syndrome|thing)\b/.test(span(r, i, i + 3)))
      )
        continue;
      // "grunts and squeaks in his sleep... his breathing in between is calm and easy": the noises of a newborn's sleep.
      // ("fast fast then slows right down and pauses for a second or two, pink and warm": periodic breathing.)
      // ("he can't sleep with all her grunting": the noise that keeps a tired parent up, a newborn's noisy sleep.)
      if (
        c === 'grunt' &&
        (CALM_BETWEEN.test(r.read.text) || KEEPS_UP.test(span(r, i - 8, i + 6)) || noisySleep(r.read.text)) &&
        !anywhere(r, 'recession') &&
        !anywhere(r, 'fast')
      )
        continue;
      if (
        c === 'apnoea' &&
        PERIODIC.test(r.read.text) &&
        BRIEF_PAUSE.test(span(r, i, i + 8)) &&
        !anywhere(r, 'blue') &&
        !anywhere(r, 'floppy')
      )
        continue;
      // "a wave of worry every evening about him stopping breathing in his cot": her fear, not his breathing.
      if (
        c === 'apnoea' &&
        FEARED.test(span(r, i - 8, i)) &&
        active(r, 'apnoea').length === 1 &&
        !otherBreathSign(r) &&
        !HAPPENED.test(r.read.text)
      )
        continue;
      // ("blocked nose for a week cant breathe at night. can i take sudafed while nursing? baby 4 months": her cold.)
      if (c === 'apnoea' && ownColdNose(r, i)) continue;
      // ("I laughed so hard ... that I literally couldn't breathe": a figure for laughing.)
      if (c === 'apnoea' && laughedOff(r, i)) continue;
      // ("I was too puffed to talk after the hill": her own breath, not the baby too breathless to feed.)
      if (
        c === 'recession' &&
        /^(?:too|out|puffed)$/.test(r.tokens[i]?.w ?? '') &&
        OWN_BREATH.test(span(r, i - 3, i))
      )
        continue;
      // "getting in and out of bed": moving in and out of a place, not a chest pulling in and out.
      if (c === 'recession' && /^in and out of\b/.test(span(r, i, i + 4))) continue;
      // "hit pause on everything": a pause is breathing only when breathing is spoken of.
      if (
        c === 'apnoea' &&
        /^paus/.test(r.tokens[i]?.w ?? '') &&
        !/\b(?:breath\w*|respira\w*)\b/.test(r.read.text)
      )
        continue;
      out.push(
        finding('newborn-breathing-difficulty', i, 'baby', 'symptom', 'working hard to breathe', {
          selfNegated: c === 'apnoea',
        }),
      );
    }
  // Fast breathing, not the fast-then-slow of periodic breathing.
  for (const i of active(r, 'breath'))
    if (
      nearActive(r, i, ['fast'], 4) >= 0 &&
      !calmFastBreathing(r) &&
      !/\b(?:then slow|and slow|fast and slow|periodic)\b/.test(r.read.text) &&
      !(PERIODIC.test(r.read.text) && /\bthen (?:slow|carr|goes back)\w*/.test(r.read.text))
    )
      out.push(finding('newborn-breathing-difficulty', i, 'baby', 'symptom', 'breathing fast'));
  const WISH_SLEEP =
    /\b(?:i hope|hope (?:she|he|they|the baby)|hopefully|fingers crossed|wish (?:she|he|the baby)|ojala|espero que)\b/;
  // (Not "so I don't wake her", a choice; not crying every evening that nothing settles, which is colic.)
  const colic = /\b(?:colic|colicky|every evening|every night|witching hour)\b/.test(r.read.text);
  const colicEs = /\b(?:colicos?|todas las (?:tardes|noches)|cada (?:tarde|noche))\b/;
  // (Crying for hours "most evenings", "in the evenings", "most nights" that nothing settles is the colic-type cry
  // too, unless the cry itself sounds different; iteration 51, Q39.)
  const evenings =
    /\b(?:most|many|some|all|each|every) (?:evenings|nights)\b|\b(?:in|of) the evenings?\b|\bof an evening\b|\b(?:most|each) (?:evening|night)\b/.test(
      r.read.text,
    ) && !active(r, 'cryOdd').length;
  for (const c of ['floppy', 'hardWake', 'cryBad'] as const)
    for (const i of active(r, c)) {
      if (c === 'cryBad' && (colic || evenings) && /^(?:nothing|inconsolable)$/.test(r.tokens[i]?.w ?? ''))
        continue;
      // "shrieks with laughter", "squeals when I blow raspberries": a happy noise, not a cry that is wrong.
      if (c === 'cryBad' && /\b(?:laugh\w*|giggl\w*|raspberr\w*|risa\w*|rie|carcajad\w*)\b/.test(r.read.text))
        continue;
      // "lying awake listening to every squeak": the sounds she listens out for, not a cry that is wrong.
      if (
        c === 'cryBad' &&
        /\b(?:every|each|listening to|listen to|listening for|listen for)(?: little| tiny| single)?$/.test(
          span(r, i - 3, i),
        )
      )
        continue;
      // "snuffly and squeaky when he sleeps": the noises of a newborn's sleep, when no cry is named.
      // ("grunts and squeaks all night... pink, breathing easy": the noises of her sleep through the night; H120.)
      if (
        c === 'cryBad' &&
        /^squeak/.test(r.tokens[i]?.w ?? '') &&
        (/\b(?:sleeps?|sleeping|asleep|snuffl\w*|snor\w*)\b/.test(sentenceText(r, sentenceOf(r, i))) ||
          noisySleep(r.read.text)) &&
        // (A scream in another sentence, "how do I clean his nose without him screaming", is not his cry; H130.)
        !/\b(?:cry|cries|crying|cried|scream\w*)\b/.test(sentenceText(r, sentenceOf(r, i)))
      )
        continue;
      // ("squeaks and strains like she's pushing when she poops, turns all red": the noises of straining at a poo.)
      if (
        c === 'cryBad' &&
        /^(?:squeak|squeal|grunt)/.test(r.tokens[i]?.w ?? '') &&
        /\b(?:strain\w*|push\w*|puj\w*)\b/.test(sentenceText(r, sentenceOf(r, i))) &&
        // ("grunts and squeaks like a piglet all night... goes red straining and then does a massive poo", H115.)
        nearActive(r, i, ['stool'], 25) >= 0
      )
        continue;
      if (c === 'hardWake' && /\b(?:i|we) (?:do|did) not wake\b/.test(r.read.text)) continue;
      // "floppy and sleepy after a feed, milk drunk, wakes fine": waking easily answers the question.
      if (
        c !== 'cryBad' &&
        /\b(?:wakes|woke|waking|wakes up|woke up) (?:fine|easily|right up|straight up|normally)\b|\bse despierta bien\b/.test(
          r.read.text,
        )
      )
        continue;
      // "I hope she doesn't wake before 7", "ojala no se despierte": a wish for sleep, not a baby hard to wake.
      if (c === 'hardWake' && WISH_SLEEP.test(sentenceText(r, sentenceOf(r, i)))) continue;
      // "sangrado flojito", "sangra poco, flojo": a weak word said of her bleeding is a light flow, not a floppy baby.
      if (c === 'floppy' && (nearActive(r, i, ['bleed'], 2) >= 0 || floppyThing(r, i))) continue;
      // ("went all floppy with sleep on my shoulder", "floppy and relaxed after his bath": at ease, nothing else told.)
      if (c === 'floppy' && floppyAtEase(r, i)) continue;
      out.push(
        finding(
          'newborn-floppy-unresponsive',
          i,
          'baby',
          'symptom',
          'floppy, hard to wake or an unusual cry',
          { selfNegated: true },
        ),
      );
    }
  // A constant or inconsolable cry unlike his normal one, any two of the three ("lleva horas llorando sin parar, no
  // lo calma nada", "screaming for hours, nothing settles him, sounds different"), when it is not her own crying and
  // not the evening crying of colic. (A cry "for hours every evening" that nothing settles is colic: routine.)
  if (!colic && !colicEs.test(r.read.text) && !evenings)
    for (const i of active(r, 'cry')) {
      const cues: string[] = (['cryLong', 'soothless', 'cryOdd'] as const).filter(
        (c) => active(r, c).length > 0,
      );
      // "crying since 5 hours": hours counted are a long cry, however the duration is said.
      if (!cues.includes('cryLong') && (r.numbers.hours ?? 0) >= 3) cues.push('hours');
      if (cues.length >= 2 && subjectAt(r, i) !== 'her')
        out.push(finding('newborn-floppy-unresponsive', i, 'baby', 'symptom', 'a constant or unusual cry'));
    }
  // A rash that does not fade under a glass, or purple spots.
  for (const i of active(r, 'rash')) {
    const fades = anywhere(r, 'fade') && !anywhere(r, 'notFade');
    // Purple or dark red spots (a red nappy rash is not what the glass test is for).
    const purple = r.tokens
      .slice(Math.max(0, i - 4), i + 3)
      .some((t) => /^(?:purple|purply|purplish|dark|morado|morados|moradito|moraditos)$/.test(t.w));
    if (!fades && (anywhere(r, 'notFade') || purple))
      out.push(finding('newborn-non-blanching-rash', i, 'baby', 'symptom', 'a rash that does not fade'));
  }
  // (The colour may come at the end of a long description: "sick three times... not the usual posset, it's bright
  // green"; a green that belongs to a poo is not the vomit's.)
  for (const i of active(r, 'vomit'))
    if (
      active(r, 'green').some(
        (g) =>
          Math.abs(g - i) <= 22 &&
          [0, 1].includes(sentenceOf(r, g) - sentenceOf(r, i)) &&
          nearActive(r, g, ['stool'], 4) < 0,
      ) &&
      nearActive(r, i, ['stool'], 4) < 0
    )
      out.push(finding('newborn-green-vomit', i, 'baby', 'symptom', 'green vomit'));
  // The cord: red skin spreading, a bad smell, pus (not "isn't red, no smell, no gunk").
  // ("sticks out like a little balloon when he cries... GP said umbilical hernia": a hernia seen, not an infection.)
  const hernia = /\b(?:hernia|outie|sticks out|pokes out|pops out)\b/.test(r.read.text);
  for (const i of active(r, 'cord'))
    if (
      nearActive(r, i, hernia ? ['infected', 'smell'] : ['infected', 'smell', 'swell'], 20, false) >= 0 ||
      /(?<!\b(?:no|not|any|without) )\b(?:gunk|pus|yellowy|stinks)\b/.test(r.read.text)
    )
      out.push(finding('newborn-cord-infection', i, 'baby', 'symptom', 'red or smelly cord'));
  return out;
};
