/**
 * Newborn jaundice (docs/clinical-safety.md, "The newborn"; NHS, "Newborn jaundice"): yellow skin or eyes with poor
 * feeding or unusual sleepiness is an emergency; yellow in the first day of life, spreading fast, or with pale chalky
 * poo is urgent. A level checked and fine, a previous baby's jaundice or a question of what to watch for is not a
 * report. Read by triage-rules-newborn.ts.
 */
import { type Reading, sentenceOf, sentenceText, statusAt } from './triage-context.ts';
import { subjectAt } from './triage-subject.ts';
import { active, all, anywhere, finding, type Finding, nearActive } from './triage-rule-kit.ts';
import { span } from './triage-mind-figures.ts';

const FIRST_DAY =
  /\b(?:(?:(?:he|she|baby|the baby|our \w+|little \w+) (?:arrived|came)|had (?:him|her|the baby|baby)|gave birth|delivered)(?: \w+){0,3} (?:this morning|today|earlier today|hours ago|this afternoon)|born (?:this|yesterday|last|at|today|earlier)|hours old|a day old|one day old|1 day old|first day|day 1|day one|first 24 hours|nacio hace \d+ horas|nacio hace|nacio ayer|nacio hoy|nacio esta|nacio anoche|un dia de nacid[oa]|horas de nacid[oa]|horas de vida|primer dia)\b/;
/** A level checked and fine, or no treatment needed ("bilirubin test, it was 9, said no phototherapy needed": H125). */
const CHECKED_FINE =
  /\b(?:bili\w*|level|levels|test|meter|heel prick|prueba|nivel|niveles)\b.{0,60}\b(?:fine|ok|okay|normal|low|under the|below the|coming down|going down|no treatment|not need|no phototherapy|no photo therapy|no (?:bili )?lights|no light therapy|no need|bien|bajando|normales|bajo|bajos)\b/;
/** A question of when to worry or what to watch for: guidance wanted, not a report of a change. */
const GUIDANCE =
  /\b(?:when (?:to|should (?:i|we)|do (?:i|we)) (?:worry|be worried|call|go|see|get (?:it|him|her) checked)|what (?:should|do) (?:i|we) (?:watch|look) (?:for|out)|what to (?:watch|look) (?:for|out)|cuando (?:debo|debemos|hay que) preocupar\w*|cuando preocupar\w*|cuando (?:debo|hay que) (?:llevarlo|llevarla|ir)|que (?:debo|tengo que) vigilar)\b/;

/** Spreading, deepening or a baby unwell beside an update of yellow nearly gone (iteration 49). */
const WORSE =
  /\b(?:spread\w*|worse|darker|deeper|more yellow|still (?:very |really )?yellow|sleepy|floppy|hard to wake|not feeding|not waking|dark (?:wee|urine|pee)|pale (?:poo|stool)s?)\b/;

/** Under a day old, however it is said ("not even one day old", "born 18 hours ago", "nació hace como 18 horas"). */
const UNDER_A_DAY =
  /\b(?:not even (?:one|a|1) day old|(?:less than|under) (?:a|one|1) day old|born (?:about |around |like |only |just )?(?:\d|1\d|2[0-3]) (?:hours|hour) ago|nacio hace (?:como |unas |apenas |solo )?(?:\d|1\d|2[0-3]) horas|no tiene ni un dia|ni un dia de nacid[oa]|(?:todavia |aun |ni )?no cumple (?:ni )?(?:un|1) dia|(?:menos de|no tiene) (?:24|veinticuatro) horas)\b/;
/** A discharge from the birth ("nos dieron de alta", "sent home"): leaving hospital, not a check of the yellow. */
const DISCHARGED_ONLY =
  /\b(?:(?:nos|le|me|la|lo) dieron de alta|(?:nos|le|me) dio de alta|sent (?:us )?home|discharged)\b/;
/** Feeding well told, after the first day (Q22): the catalogue's urgent jaundice is the first day, spreading or pale poo. */
const FEEDING_WELL =
  /\b(?:(?:feeding|feeds|eating|nursing|drinking) (?:well|fine|ok|okay|good|great|normally|like normal)|(?:good|great) feeder)\b/;
/** A change told over time or place ("yesterday only his face, now his belly too"): spreading, read as before. */
const CHANGED =
  /\b(?:yesterday|this morning|last night|earlier|on day \d)\b.*\b(?:today|now|tonight|this evening)\b|\b(?:too|as well|also|down to|spread\w*|more yellow|yellower|darker|worse)\b/;
const wellFed = (r: Reading) =>
  FEEDING_WELL.test(r.read.text) && !CHANGED.test(r.read.text) && !anywhere(r, 'spread');
/** Someone's word that yellow is normal on a later day ("the nurse said jaundice is normal on day 3"). */
const LATER_DAY =
  /\b(?:on |by |around |at )?(?:day (?:2|3|4|5|two|three|four|five)|(?:second|third|fourth) day|dia (?:2|3|4|5|dos|tres)|tercer dia)\b/;

/**
 * Whether yellow on the first day was answered only by someone's word about a later day: that is not a check of
 * this baby, so the sign stands (judged here) while it is hers, now, and not denied or asked about.
 */
function laterDayTold(r: Reading, i: number): boolean {
  const st = statusAt(r, i);
  const who = subjectAt(r, i);
  return (
    st.resolved === 'checked' &&
    LATER_DAY.test(r.read.text) &&
    !st.negated &&
    !st.history &&
    !st.question &&
    !st.imagined &&
    who !== 'other' &&
    who !== 'child'
  );
}

const MILK_BITS =
  /^(?:bits|bit|spots|specks|flecks|curds|curdles|lumps|mucus|stuff|seeds|grumos|grumitos|puntitos|moco)$/;
const NAPPY = /^(?:nappy|nappies|diaper|diapers|panal|panales|panalito)$/;
const CLAY = /^(?:chalk|chalky|clay|putty|masilla|tiza)$/;

/** A professional already watching it ("midwife is keeping an eye on it"): the deciding question, not a new sign. */
const PRO_WATCHING =
  /\b(?:midwife|midwives|doctor|health visitor|gp|nurse|paediatrician|pediatrician)\b.{0,20}\b(?:keeping an eye|keep an eye|watching|monitoring|checking it|checking her|checking him)\b/;
const TEXTURE = /\b(?:soft|runny|loose|watery|firm|mushy|pasty|grainy|seedy)$/;
const TEXTURE_AFTER =
  /^(?:and )?(?:with (?:seeds|bits|lumps|curds)|(?:con|y) (?:grumitos|grumos|semillitas|semillas|granitos|pelotitas)|seedy|runny|grainy|liquida|pastosa|grumosa)\b/;
const SKIN = /\b(?:skin|eyes|eye|face|body|chest|whites|piel|ojos|ojitos|cara|cuerpo)\b/;

/** Where yellow is, named alone ("face and chest"), and words that say it has moved there since. */
/** Feeding well told beside the yellow: the catalogue's unwell signs are absent, the deciding question is asked. */
const FEEDS_WELL =
  /\b(?:feeding|feeds|feed|eating|sucking|latching)(?: is| really| still)? (?:ok|okay|well|fine|great|good|normally|grand)\b|\b(?:lots|plenty) of wet (?:nappies|nappy|diapers)\b/;
/** Feeding well, and the yellow told as where it is, not as changing ("now", "today", "gone down to"). */
const settled = (r: Reading) => FEEDS_WELL.test(r.read.text) && !MOVED.test(r.read.text);
const SITE = /^(?:chest|tummy|legs|feet|whites)$/;
const MOVED =
  /\b(?:now|today|tonight|this evening|gone|going|got|getting|spread\w*|reached|moved|more|worse|since|yesterday|this morning|already|too|as well|also|ahora|hoy|ayer)\b/;

/** "he's gone a bit yellow": the colour he has turned, not yellow that has moved ("gone down to his legs"). */
const TURNED =
  /\bgone (?:a bit |a little |slightly |quite |really |very |kind of |kinda )?(?:yellow|yellowish)\b/g;

const WORSE_ASKED =
  /\bhow (?:do|would|can|will|should) (?:i|we|you) (?:\w+ )?(?:know|tell|see|check|spot)\b.*\b(?:getting|gets|get) worse\b/;

export function jaundiceFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  // Poor feeding or unusual sleepiness in any words ("not sucking well", "asleep since lunch", "no chupa bien").
  const unwell =
    anywhere(r, 'sleepy') ||
    anywhere(r, 'hardWake') ||
    anywhere(r, 'floppy') ||
    anywhere(r, 'refuse') ||
    anywhere(r, 'poorFeed') ||
    /\b(?:hardly|barely|not|no quiere|casi no) (?:feeding|fed|feed|eating|comer)\b|\bwill not (?:latch|feed)\b/.test(
      r.read.text,
    );
  for (const i of active(r, 'jaundice')) {
    // ("passing motion after every feed, yellow and loose", "every nappy is yellow": yellow is the poo, not the skin,
    // unless the skin or eyes are named right before it.)
    const skinBefore = SKIN.test(span(r, i - 4, i));
    const nappy = r.tokens.some(
      (t, k) => Math.abs(k - i) <= 5 && t.sent === r.tokens[i]?.sent && NAPPY.test(t.w),
    );
    if (
      (!skinBefore &&
        (nappy ||
          nearActive(r, i, ['stool', 'wound', 'cord', 'discharge', 'vomit', 'wee', 'infected'], 5) >= 0 ||
          // ("loose motions 8-9 times a day, yellow and bit watery": the poo, told a few words before.)
          nearActive(r, i, ['stool'], 9) >= 0)) ||
      /\bbruis/.test(r.read.text)
    )
      continue;
    // "hasn't pooped in 3 days ... when it comes it's soft and yellow": yellow said of "it", the poo named before.
    if (
      /\b(?:it|they|its)\b/.test(span(r, i - 5, i)) &&
      !SKIN.test(span(r, i - 8, i + 6)) &&
      all(r, 'stool').some((k) => Math.abs(k - i) <= 25)
    )
      continue;
    // ("poos every 3 days ... soft yellow when it comes": a texture with the colour says it is the poo.)
    // ("hace caca después de cada toma, amarilla con grumitos": the texture after the colour says it too.)
    const textured = TEXTURE.test(span(r, i - 2, i)) || TEXTURE_AFTER.test(span(r, i + 1, i + 4));
    if (textured && anywhere(r, 'stool') && !SKIN.test(span(r, i - 4, i + 4))) continue;
    // "less yellow today": fading ("not fading at all", "no sign of it going down" is still there); "nearly gone",
    // "clearing up" (a check told as an update, iteration 49, H144).
    if (
      /^(?:less|fading|paler)$/.test(r.tokens[i - 1]?.w ?? '') ||
      // ("his poo is green today instead of yellow": the colour it is not.)
      /\b(?:instead of|rather than|not|used to be)$/.test(span(r, i - 3, i)) ||
      /\b(?<!\b(?:not|isnt|never|no sign of|without|barely|hardly) (?:really |even |at all )?)(?:fading|less yellow|going down)\b(?! (?:his|her|their|the|to|towards|into|onto|al|hacia)\b)/.test(
        r.read.text,
      ) ||
      (/\b(?<!\bnot )(?:(?:nearly|almost|mostly|practically|all but) gone|clearing up|cleared up|faded)\b/.test(
        r.read.text,
      ) &&
        !WORSE.test(r.read.text))
    )
      continue;
    if (
      // Yellow said of a thing, not the skin: gunk, pus, poo; cradle cap's crusts and scales ("costritas amarillas").
      // ("her skin and eyes look yellow like mustard": a likeness of the colour, not mustard-coloured poo.)
      /\b(?:babygrow|babygro|onesie|vest|sleepsuit|outfit|hat|socks|blanket|toy|duck|balloon|ropa|ropita|mameluco|pijama|pijamita|gorrito|calcetines|cobija|cobijita|manta|mantita|juguete|patito|globo|paint|wallpaper|gunk|stuff|(?<!\b(?:like|as) )mustard|seedy|seeds|semillas|semillitas|pus|poo|poos|popo|popos|milk|colostrum|doodh|leche|calostro|crust|crusts|crusty|scales|scaly|flakes|flaky|scabs|costra|costras|costritas|escamas|escamitas|caspa|cradle cap|costra lactea|stain|stains|stained|staining|powdery|powder|crystals|urates|brick dust)\b/.test(
        span(r, i - 2, i + 4),
      ) ||
      // ("tiene costra láctea en la cabeza, escamitas amarillas": cradle cap named in its sentence.)
      /\b(?:cradle cap|costra lactea|costra de leche|dermatitis seborreica|seborrh?eic)\b/.test(
        sentenceText(r, sentenceOf(r, i)),
      )
    )
      continue;
    // ("the midwife said to watch for yellow skin": a thing to look out for, not seen.)
    if (/\b(?:watch|look|check|keep an eye)(?: out)? for(?: \w+){0,2}$/.test(span(r, i - 4, i))) continue;
    if (unwell) out.push(finding('newborn-jaundice-unwell', i, 'baby', 'symptom', 'jaundice and unwell'));
    // Yellow in the first 24 hours (the catalogue): an age in hours under a day when it began ("30 hours old, it
    // started when she was 18 hrs old"), or a birth dated today or yesterday.
    const firstDay =
      (r.numbers.ageHours !== null && r.numbers.ageHours < 24) ||
      UNDER_A_DAY.test(r.read.text) ||
      (r.numbers.babyAgeDays !== null
        ? r.numbers.babyAgeDays < 1
        : r.numbers.ageHours === null && FIRST_DAY.test(r.read.text));
    // (A place alone, "yellow on face and chest" on day 6, is where it is; it is spreading when it has moved there.)
    const to = nearActive(r, i, ['spread'], 10, false);
    // ("how do we know if it's getting worse?": worse asked about, not told.)
    const askedWorse = to >= 0 && WORSE_ASKED.test(sentenceText(r, sentenceOf(r, to)));
    const fast =
      to >= 0 &&
      !askedWorse &&
      (!SITE.test(r.tokens[to]?.w ?? '') || MOVED.test(r.read.text.replace(TURNED, '')));
    // "the bilirubin test was under the treatment line": a level checked and fine answers the deciding question.
    // (Where the yellow is, "his yellowish tummy", does not undo a level a professional found under the line.)
    const proChecked = anywhere(r, 'pro') && !/\bsince (?:the|her|his|then|that)\b/.test(r.read.text);
    if (!unwell && !firstDay && (!fast || proChecked) && CHECKED_FINE.test(r.read.text)) continue;
    // Yellow in the first day or spreading needs checking today (the catalogue); "a bit yellow on day 3, feeding
    // well" is common newborn jaundice: the reply asks the deciding question (docs/clinical-safety.md).
    const mild = active(r, 'jaundice').some(
      (j) =>
        /^(?:bit|slightly|little|tiny|mild|mildly|touch|tad|kinda|sorta|poquito|poco)$/.test(
          r.tokens[j - 1]?.w ?? '',
        ) || /^(?:bit|little|tiny|poco)$/.test(r.tokens[j - 2]?.w ?? ''),
    );
    // "baby has jaundice, when to worry?": asking when it matters is the deciding question itself.
    const asking = GUIDANCE.test(r.read.text) || WORSE_ASKED.test(r.read.text);
    out.push(
      finding(
        'newborn-jaundice',
        i,
        'baby',
        'symptom',
        firstDay ? 'yellow on the first day' : fast ? 'yellow and spreading' : 'yellow skin or eyes',
        (mild || asking || settled(r) || PRO_WATCHING.test(r.read.text) || wellFed(r)) && !firstDay && !fast
          ? { ask: true }
          : firstDay && laterDayTold(r, i)
            ? { judged: true }
            : firstDay && DISCHARGED_ONLY.test(r.read.text) && !anywhere(r, 'pro')
              ? { checkedBefore: true }
              : {},
      ),
    );
  }
  // Pale, chalky, white or clay-coloured poo is a sign on its own (the catalogue's "pale chalky stools"), however far
  // in its sentence the colour comes ("his poops used to be yellow but the last few are almost white, like chalk"),
  // read where the colour is said. White bits or curds in the poo are milk, not its colour.
  for (const i of active(r, 'stool')) {
    const p = nearActive(r, i, ['paleStool'], 14);
    if (p < 0 || MILK_BITS.test(r.tokens[p + 1]?.w ?? '')) continue;
    out.push(finding('newborn-jaundice', p, 'baby', 'symptom', 'pale chalky poo'));
  }
  // A nappy whose contents are chalk, clay or putty coloured ("nappies a sort of clay colour"): only those words, as
  // a white or pale nappy may be its wee or the nappy itself.
  for (let i = 0; i < r.tokens.length; i++)
    if (NAPPY.test(r.tokens[i]?.w ?? '')) {
      const p = nearActive(r, i, ['paleStool'], 10);
      if (p >= 0 && CLAY.test(r.tokens[p]?.w ?? ''))
        out.push(finding('newborn-jaundice', p, 'baby', 'symptom', 'pale chalky poo'));
    }
  return out;
}
