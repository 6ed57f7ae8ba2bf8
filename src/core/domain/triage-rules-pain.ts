/**
 * Pain, the chest and breathing (docs/clinical-safety.md, "Pain, chest and breathing").
 * Severe or constant belly pain that does not come and go is an emergency in pregnancy and urgent after the
 * birth; early in pregnancy one-sided or shoulder-tip pain with dizziness or fainting may be an ectopic
 * pregnancy (NHS GGC). Chest pain or pressure (also spreading to the jaw or arm while she calls it
 * indigestion), trouble breathing or a racing heart is an emergency (CDC Hear Her; AWHONN). Pain under the
 * right ribs is urgent (pre-eclampsia). A brief twinge when she moves is round-ligament pain, not a sign.
 */
import { negated, type Reading, sentenceOf, sentenceText } from './triage-context.ts';
import { joyfulHeart } from './triage-heart-joy.ts';
import { heartRateLimit } from './triage-heart-limit.ts';
import { laughedOff } from './triage-laughing.ts';
import { span } from './triage-mind-figures.ts';
import { ownColdNose } from './triage-nose-own.ts';
import {
  active,
  all,
  anywhere,
  finding,
  type Finding,
  flushedFace,
  stainedColour,
  inSentence,
  nearActive,
  type Rule,
} from './triage-rule-kit.ts';

/** "can not", "could not", "unable", "struggling": she cannot do the thing named at i. */
function unable(r: Reading, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const w = r.tokens[k]?.w ?? '';
    if (r.tokens[k]?.sent !== r.tokens[i]?.sent) return false;
    if (w === 'not' && /^(?:can|could|cannot)$/.test(r.tokens[k - 1]?.w ?? '')) return true;
    if (/^(?:unable|struggling|struggle|barely|hardly)$/.test(w) || r.at[k]?.has('struggle')) return true;
  }
  return false;
}

/** A rate told at rest: "lying in bed", "on the sofa", "sitting still", "at rest", "just woke up". */
const AT_REST =
  /\b(?:at rest|resting|while resting|lying (?:down|in bed|on (?:the|my) \w+)|laying (?:down|in bed)|sitting still|in bed|on the (?:sofa|couch)|asleep|just woke|woke up|doing nothing)\b/;
const EXERCISE =
  /\b(?:spin|spinning|running|jogging|riding|cycling|bike|peloton|rowing|rower|elliptical|cross trainer|stepper|gym|workout|exercis\w*|swimming|hiit|zumba|treadmill|aerobics|pilates|tops out|maxes out)\b/;
/** A correction naming the breasts as what the chest was ("nvm its engorgement", "ah no, son los senos"). */
const BREASTS_AFTER_ALL =
  /\b(?:nvm|never mind|nevermind|oh wait|scratch that|ignore that|i mean|actually|olvidalo|ah no|mejor dicho)\b(?: \w+){0,4} (?:engorg\w*|boobs|breasts|tits|milk (?:coming|came|has come) in|my milk|senos|bubis|la leche|congestion mamaria)\b/;
/** Engorgement or the breasts named as the cause anywhere ("chest so full and heavy, day three, milk coming in"; H94). */
const ENGORGED =
  /\b(?:engorg\w*|milk (?:coming|came|has come|is coming|come|just came) in|(?:just|only|it is|its) (?:my )?(?:boobs|breasts|tits)(?! are)|congestion mamaria|subida de la leche|bajada de la leche)\b/;
/** "le da pecho", "dar el pecho": breastfeeding, not her chest. */
const GIVES_BREAST = /\b(?:da|dar|doy|dando|darle|daba|dio|di|damos)(?: el)?$/;
const OTHER_SITE = ['head', 'leg', 'chest', 'breast', 'ribs', 'shoulder', 'wound', 'palmsSoles'] as const;

const NOSE = /\b(?:nose|nostrils?|nasal|stuffy|congested|bunged|snotty|nariz|mocos|congestionada)\b/;

const PERIOD_BACK =
  /\b(?:(?:my|her) (?:period|periods) (?:came|come|is|are|has come|have come|just came) back|(?:first|1st) period|period (?:cramps|pain|pains)|periods are back|period is back)\b/;

const PERIOD_LIKE = /\b(?:like|than|as|worse than) (?:a |my |bad |really bad )?(?:period|periods)\b/;

export const painRules: Rule = (r) => {
  const out: Finding[] = [];
  const early = r.stage === 'pregnant' && (r.week === null || r.week <= 13);
  const dizzy = anywhere(r, 'faint') || anywhere(r, 'dizzy');
  for (const i of active(r, 'pain')) {
    if (inSentence(r, i, 'braxton') >= 0) continue;
    // After the birth, cramps of her period come back ("my period came back and the cramps are awful, can I take
    // advil?"): a period and a medicine question, not a sign ("like a period" describes a pain, and still counts).
    const told = sentenceText(r, sentenceOf(r, i));
    if (r.stage === 'postpartum' && PERIOD_BACK.test(told) && !PERIOD_LIKE.test(told)) continue;
    let other = nearActive(r, i, [...OTHER_SITE, 'heartburn'], 4);
    // ("day 9 after my section, pain low in my tummy": the section dates the birth; it is not where the pain is.)
    if (r.at[other]?.has('wound') && /\b(?:after|since|post|from)\b/.test(span(r, other - 3, other)))
      other = nearActive(r, i, [...OTHER_SITE.filter((c) => c !== 'wound'), 'heartburn'], 4);
    // The site may come at the end of a long description ("pain isn't coming in waves, it's constant, like a
    // knife on the left of my bump"): anywhere in its sentence when no other site is named there.
    const near = nearActive(r, i, ['belly'], 10);
    const belly = near >= 0 || other >= 0 ? near : nearActive(r, i, ['belly'], 24);
    const cramp = /^(?:cramp|cramps|cramping|colico|colicos)$/.test(r.tokens[i]?.w ?? '');
    // Severity anywhere in its sentence or the next ("...constant and sharp. she can not stand up straight").
    const s = sentenceOf(r, i);
    const severe =
      r.mentions.some(
        (m) =>
          (m.c === 'severe' || m.c === 'constant') &&
          [s, s + 1].includes(sentenceOf(r, m.start)) &&
          !negated(r, m.start, m.end),
      ) ||
      (nearActive(r, i, ['persist'], 9) >= 0 && cramp);
    // A twinge that lasts seconds when she moves is round-ligament pain, however sharp, unless it will not go.
    const brief = nearActive(r, i, ['brief'], 14, false) >= 0;
    if (brief && nearActive(r, i, ['constant'], 14) < 0) continue;
    // ("my pelvis is killing me... sharp pain in the front when I turn over in bed": the pelvic girdle's pain, that
    // moving brings on, not the belly's.)
    const girdle = GIRDLE.test(sentenceText(r, s)) && ON_MOVING.test(r.read.text) && !anywhere(r, 'constant');
    if (girdle && !anywhere(r, 'bleed')) continue;
    // Ectopic: early, one-sided or shoulder-tip pain with dizziness, fainting or severe pain.
    const side = nearActive(r, i, ['oneSide'], 7) >= 0;
    const tip = nearActive(r, i, ['tip'], 6) >= 0 && nearActive(r, i, ['shoulder'], 6) >= 0;
    // (Any one-sided pain that is not the head, a leg or a breast: "stabbing pain on one side" and she fainted.)
    const bleeding = anywhere(r, 'bleed') || anywhere(r, 'spotting');
    if (
      early &&
      (tip || (side && other < 0) || (side && belly >= 0)) &&
      (dizzy || severe || tip || (side && bleeding))
    )
      out.push(finding('ectopic-signs', i, 'mother', 'symptom', 'one-sided or shoulder-tip pain'));
    if ((belly >= 0 || cramp) && (other < 0 || (belly >= 0 && Math.abs(belly - i) < Math.abs(other - i)))) {
      if (severe) out.push(finding('severe-abdominal-pain', i, 'mother', 'symptom', 'severe belly pain'));
      else if (!cramp || r.stage === 'pregnant')
        out.push(finding('severe-abdominal-pain', i, 'mother', 'symptom', 'belly pain', { ask: true }));
    }
    // Under the ribs (not the baby's feet in them), said at the end of a description of where it is ("a pain on my
    // right side just under the breast, under the ribs").
    // ("he's jammed his feet up under my ribs": the baby's part in the ribs is his position, not the sign.)
    const ribs = nearActive(r, i, ['ribs'], 14);
    const lodged = PART_IN_RIBS.test(span(r, ribs - 7, ribs + 1));
    if (ribs >= 0 && nearActive(r, i, ['move'], 6) < 0 && !lodged)
      out.push(finding('pain-under-ribs', i, 'mother', 'symptom', 'pain under the ribs'));
  }
  // A belly gone rock hard with constant pain (abruption), said without a pain word ("went hard as a rock about 40
  // min ago and it is NOT letting up": the hardness told first, how long it lasts at the end of its sentence).
  for (const i of active(r, 'belly'))
    if (
      /\brock hard\b|\bhard\b/.test(r.read.text) &&
      (nearActive(r, i, ['constant'], 9) >= 0 || inSentence(r, i, 'constant') > i) &&
      inSentence(r, i, 'brief') < 0
    )
      out.push(finding('severe-abdominal-pain', i, 'mother', 'symptom', 'hard belly with constant pain'));
  // The chest: pain, pressure, tightness, crushing; heartburn only when nothing else is said.
  for (const i of active(r, 'chest')) {
    if (r.at[i]?.has('breast') || GIVES_BREAST.test(span(r, i - 2, i))) continue;
    const feel = nearActive(r, i, ['pain', 'chestFeel', 'severe'], 9);
    if (feel < 0) continue;
    // ("chest so tight... nvm its engorgement, boobs like rocks": corrected in the same message, the chest is her
    // breasts; not while her breath, a spread to the arm or jaw, or anything graver is told.)
    if (
      (BREASTS_AFTER_ALL.test(span(r, i, r.tokens.length)) || ENGORGED.test(r.read.text)) &&
      !anywhere(r, 'radiate') &&
      !anywhere(r, 'breath') &&
      !anywhere(r, 'faint') &&
      !anywhere(r, 'dizzy')
    )
      continue;
    const heartburnOnly =
      anywhere(r, 'heartburn') &&
      !anywhere(r, 'radiate') &&
      !anywhere(r, 'struggle') &&
      nearActive(r, i, ['chestFeel'], 6) < 0;
    if (!heartburnOnly) out.push(finding('chest-pain-breathing', i, 'mother', 'symptom', 'chest pain'));
  }
  // Pressure spreading to the jaw or arm, or an arm heavy with chest symptoms.
  // "indigestion, but now it's going up into my jaw", "heartburn spreading down my left arm": called heartburn,
  // a feeling that travels to the jaw or arm is the chest's.
  const travels = (i: number) =>
    nearActive(r, i, ['spread'], 9) >= 0 ||
    /\b(?:going|goes|gone|moving|moved|shooting|travel\w*) (?:up|down|into)\b/.test(r.read.text);
  for (const i of active(r, 'radiate'))
    if (
      (anywhere(r, 'chest') && nearActive(r, i, ['pain', 'chestFeel', 'heavy'], 6) >= 0) ||
      (anywhere(r, 'heartburn') && (travels(i) || nearActive(r, i, ['chestFeel'], 6) >= 0))
    )
      out.push(finding('chest-pain-breathing', i, 'mother', 'symptom', 'pain spreading to the jaw or arm'));
  // Breathing: cannot breathe, short of breath, gasping; not out of breath on the stairs.
  for (const i of all(r, 'breath')) {
    const bad =
      unable(r, i) ||
      nearActive(r, i, ['struggle'], 4) >= 0 ||
      /^(?:gasping|gasp|gasps|panting|breathless)$/.test(r.tokens[i]?.w ?? '');
    // ("el aire acondicionado", "al aire libre": the air conditioning and the open air, not her breath.)
    if (r.tokens[i]?.w === 'aire' && /^(?:acondicionado|libre)$/.test(r.tokens[i + 1]?.w ?? '')) continue;
    // ("takes my breath away" says how sharp a pain is, not that she cannot breathe.)
    // ("no puede respirar": "no" before "puede" says she cannot, as "can not breathe" does; it denies nothing. So
    // does "no le entra aire", the air does not get in.)
    const cannot =
      /\bno (?:(?:puedo|puede|podia|pudo)(?: (?:ni|casi|bien))?|(?:le|me) entra(?: bien)?(?: el)?) ?$/.test(
        span(r, i - 4, i),
      );
    if (!bad || inSentence(r, i, 'brief') >= 0 || (negated(r, i) && !cannot) || r.tokens[i + 1]?.w === 'away')
      continue;
    // "can't breathe through my nose", "stopped up... can't breathe through it": the nose, not the chest.
    if (
      /^(?:through|thru|por) (?:my |her |his |the |la |mi |su )?(?:nose|nostrils?|it|nariz)\b/.test(
        span(r, i + 1, i + 4),
      ) &&
      NOSE.test(r.read.text)
    )
      continue;
    // ("blocked nose for a week cant breathe at night. can i take sudafed while nursing?": her own cold's nose, a
    // remedy of hers asked, not her chest and not the baby whose age she gives; Q23, iteration 56.)
    if (ownColdNose(r, i)) continue;
    // "I can't breathe I'm laughing so hard", "no puedo respirar de la risa": a figure for laughing.
    if (laughedOff(r, i)) continue;
    out.push(
      finding('chest-pain-breathing', i, 'mother', 'symptom', 'trouble breathing', {
        babySign: 'newborn-breathing-difficulty',
        selfNegated: true,
      }),
    );
  }
  // A racing or pounding heart, or a watch reading 120 or more at rest.
  for (const i of active(r, 'heartRace')) {
    const heart =
      nearActive(r, i, ['heart'], 5) >= 0 ||
      /^(?:palpitations|palpitating|palpitaciones)$/.test(r.tokens[i]?.w ?? '');
    // ("every time I get a twinge my heart races and I think THIS IS IT": excitement, not a heart out of rhythm.)
    // (Only in its own part of the sentence: "so happy to be home but my heart keeps racing" is the heart.)
    // ("my heart is racing!!! we just heard the heartbeat for the first time": the moment told in the next sentence.)
    const thrill = joyfulHeart(r, i);
    // ("anxious all the time, heart racing when she criticises": anxiety's racing heart at someone's words.)
    const provoked = PROVOKED_BY.test(sentenceText(r, sentenceOf(r, i))) && ANXIOUS.test(r.read.text);
    // ("my heart was going like the clappers when I saw the two lines": a moment's news, over, not a heart now.)
    const moment =
      MOMENT.test(sentenceText(r, sentenceOf(r, i))) &&
      /\b(?:was|went)\b/.test(span(r, i - 4, i + 1)) &&
      !/\b(?:still|now|not stopped|will not stop|keeps)\b/.test(r.read.text);
    // ("my heart is racing lol scan tomorrow and im so nervous. i know its just nerves": nerves before an event ahead,
    // with nothing else of the chest, breath or a faint; H107.)
    const nerves =
      NERVES.test(r.read.text) &&
      EVENT_AHEAD.test(r.read.text) &&
      !(['pain', 'faint', 'dizzy', 'breath', 'chestFeel'] as const).some((c) => anywhere(r, c));
    if (heart && inSentence(r, i, 'brief') < 0 && !thrill && !provoked && !moment && !nerves)
      out.push(finding('chest-pain-breathing', i, 'mother', 'symptom', 'racing heart'));
  }
  // ("her heart rate gets to about 150 while she's riding and she feels fine after": exercise's rate, nothing felt.)
  const exercise =
    EXERCISE.test(r.read.text) &&
    !(['pain', 'faint', 'dizzy', 'breath', 'chestFeel'] as const).some((c) => anywhere(r, c));
  // ("the sock shows heart rate 148 while he's sleeping, 3 weeks": a baby's monitor, or a rate beside a baby's age
  // that she does not call hers, is the baby's; a newborn's heart beats faster than an adult's, H97.)
  const babys =
    /\b(?:sock|owlet|snuza|nanit)\b/.test(r.read.text) ||
    (r.numbers.babyAgeDays !== null && !/\bmy (?:heart|pulse|watch|fitbit|resting)\b/.test(r.read.text));
  // ("the coaches tell me to keep my heart rate under 140": a limit or a target, not a reading, while nothing of the
  // chest, breath or a faint is told; Q42. "my max is 140 but it hit 170 sitting down and I feel dizzy" still raises.)
  const felt = (['pain', 'faint', 'dizzy', 'breath', 'chestFeel'] as const).some((c) => anywhere(r, c));
  // ("my spin instructor says keep it below 140 but today my watch showed 165 lying in bed": a rate told at rest beside
  // an exercise word is not exercise's; iteration 54.)
  const atRest = (at: number) => AT_REST.test(span(r, at - 4, at + 5));
  for (const hr of r.numbers.heartRates)
    if (
      hr.v >= 120 &&
      (!exercise || atRest(hr.at)) &&
      (felt || !heartRateLimit(r, hr.at)) &&
      !babys &&
      !/\b(?:baby|scan|heartbeat|doppler|ctg|fetal)\b/.test(r.read.text)
    )
      out.push(finding('chest-pain-breathing', hr.at, 'mother', 'symptom', `heart rate ${String(hr.v)}`));
  // Her own lips going blue or grey: she is short of oxygen (a baby's colour is the newborn sign).
  for (const i of active(r, 'blue'))
    if (
      /^(?:blue|bluey|bluish|blueish|grey|gray|dusky|purple|purply)$/.test(r.tokens[i]?.w ?? '') &&
      nearActive(r, i, ['mouth'], 5) >= 0 &&
      !flushedFace(r, i, nearActive(r, i, ['mouth'], 5)) &&
      !stainedColour(r)
    )
      out.push(
        finding('chest-pain-breathing', i, 'mother', 'symptom', 'blue lips', {
          babySign: 'newborn-colour-change',
        }),
      );
  // Coughing up blood.
  for (const i of active(r, 'bleed'))
    if (/\bcough/.test(r.tokens[i - 1]?.w ?? '') || /\bcough(?:ed|ing)? up\b/.test(r.read.text.slice(0, 200)))
      if (sentenceOf(r, i) >= 0)
        out.push(finding('chest-pain-breathing', i, 'mother', 'symptom', 'coughing up blood'));
  return out;
};

/** The moment news came ("when I saw the two lines", "when we heard"): a heart that raced then. */
const MOMENT =
  /\bwhen (?:i|we|she) (?:saw|heard|found out|read|opened|got the|did the test|took the test|looked at)\b/;
/** Someone's words that set the heart going: "when she criticises", "every time he shouts". */
const PROVOKED_BY =
  /\b(?:when|whenever|every time|each time) (?:she|he|they|people|someone|(?:my |the |her )?\w+(?: in law)?) (?:criticis\w*|criticiz\w*|shouts?|yells?|argues?|comments?|nags?|picks on|tells me off|starts|has a go)\b/;
/** Nerves named as the cause ("just nerves", "so nervous"). */
const NERVES =
  /\b(?:(?:just|only|probably|prob) (?:my )?nerves|so nervous|really nervous|nervous (?:about|for|before)|nerviosa|nervios)\b/;
/** An event she is waiting for: a scan, an appointment, results, tomorrow. */
const EVENT_AHEAD =
  /\b(?:scan|ultrasound|appointment|appt|results|test|interview|exam|presentation|tomorrow|later today|this afternoon|ecografia|eco|cita|manana)\b/;
const ANXIOUS = /\b(?:anxious|anxiety|worried|worry|worrying|stress|stressed|panic\w*|nervous|on edge)\b/;

const GIRDLE = /\b(?:pelvis|pelvic bone|pubic|pubic bone|spd|pgp|pelvic girdle|hips?)\b/;
const ON_MOVING =
  /\bwhen i (?:turn|walk|roll|get up|get out|stand|lift|pick|climb|bend)|\bturning over|getting out of bed|picking up/;

/** A baby's part lodged in her ribs ("his feet up under my ribs", "her bum wedged in my ribs"): where he lies. */
const PART_IN_RIBS =
  /\b(?:his|her|baby s|babys|the baby s|their) (?:feet|foot|legs?|bum|bottom|butt|head|heels?|knees?|toes|elbows?) (?:\w+ ){0,2}?(?:under|in|into|against) (?:my|her) (?:right |left )?ribs$/;
