/**
 * Low mood or anxiety that will not lift (docs/clinical-safety.md, "Infection, clots and mood"; NHS: Postnatal
 * depression): low, numb, flat, anxious, panicky, irritable, tearful, no joy or interest, most days for two weeks
 * or more, is a call to her midwife or doctor today (the catalogue's range reaches URGENT when she tells Zara in
 * words). Two weeks are read however they are said: a number of days, weeks or months said as a span ("for the
 * last month", "2 and a half weeks", "desde hace un mes", "lleva como 3 semanas"), words that are spans ("for
 * weeks", "this month", "a fortnight", "since the baby came"), or months named from then to now ("since mid
 * January and it's March now"). Thoughts of harm are the mind's (triage-rules-mind.ts); a denial of them here
 * leaves the low mood standing.
 */
import { asksLine, callAsked } from './triage-call-asked.ts';
import { constantWorry } from './triage-mood-constant.ts';
import { conditionAsked } from './triage-mood-topic.ts';
import { recurringFlashbacks } from './triage-mood-flashbacks.ts';
import { exclaimedCry, liftedThing, rulePeriod } from './triage-mood-scope.ts';
import { type Reading, sentenceRange, sentenceText } from './triage-context.ts';
import { resolvedUpTo } from './triage-mind-cues.ts';
import { habitWithMood } from './triage-mood-checking.ts';
import { dailySinceBirth } from './triage-mood-daily.ts';
import { span } from './triage-mind-figures.ts';
import { active, anywhere, finding, nearActive, type Rule } from './triage-rule-kit.ts';
import { fathersOwn, ownNotHers } from './triage-subject-relatives.ts';
import { subjectAt } from './triage-subject.ts';

const COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  couple: 2,
  few: 3,
  several: 3,
  many: 4,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
};
/** A count of weeks or months said as a span: "for the last 3 weeks", "2 and a half weeks", "hace un mes". */
const SPAN =
  /\b(?:for|past|last|from last|from|since|about|like this|like that|this way|nearly|almost|over|like|como|hace|desde hace|lleva|llevo|llevamos|durante|of)\s+(?:the\s+)?(?:last\s+|past\s+)?(\d+|a|an|one|two|three|four|five|six|couple|few|several|many|un|una|dos|tres|cuatro|cinco|seis)(?:\s*(?:-|or|to|o)\s*(?:\d+|two|three|four|five|six|seven|eight|dos|tres|cuatro|cinco|seis|siete|ocho))?\s+(?:of\s+)?(?:and a half\s+)?(weeks?|wks|months?|semanas?|mes|meses)\b|(?<!\b(?:i am|im|i m|(?:she|he|baby|daughter|wife|girlfriend|partner|sister|friend|niece) (?:is|s)) )(?<![\d.])\b(\d+|two|three|four|five|six|dos|tres|cuatro|cinco|seis)\s+(?:and a half\s+)?(weeks?|wks|months?|semanas?|meses)\s+(?:now|straight|running|of|after(?! (?:ivf|icsi|fiv|(?:my |the )?transfer|(?:the )?embryo|conception|(?:my )?lmp|my last period|(?:a |my |our |the |that )?(?:previous |last |earlier |past |first )?(?:loss|losses|miscarriage|miscarriages|mc|mmc|stillbirth|ectopic|chemical|mmc)))|since)\b/;
// ("I'm 30 weeks now" is her week or the baby's age, not a span: the second form is not said after "I am" or "she is".)
// ("21 wks after a previous loss": her week in a pregnancy after a loss, not how long a mood has lasted; Q37.)
/** Something not done in a span: "hasn't left the flat in three weeks", "barely slept in three weeks", "no se ha reido en un mes". */
const NOT_IN =
  /\b(?:not|never|no|barely|hardly) (?:\w+ ){1,5}?(?:in|en) (?:about |over |nearly |almost |the last |the past |like |como )?(\d+|a|an|one|two|three|four|five|six|couple|few|several|un|una|dos|tres|cuatro|cinco|seis) (?:of )?(weeks?|wks|months?|semanas?|mes|meses)\b/;
/** "is that normal for 32 weeks?": her week, not how long a mood has lasted. */
// ("I've felt really low for 3 weeks", "been so low for 6 wks": low felt, a mood and its span, not a stage; iteration 56.)
const STAGE_FOR =
  /\b(?:normal|ok|okay|usual|common|fine|right|good|high|(?<!\b(?:felt|feel|feels|feeling|been)(?: (?:so|really|very|pretty|quite|super|properly|a bit|a lot|too|that))? )low|big|small|safe|bad|typical|expected|healthy) for \d+ (?:weeks?|wks)\b/g;
/** A span to come ("her mum says to expect it for months"): how long it may last, not how long it has. */
const FUTURE_SPAN =
  /\b(?:expect(?:ed)?|will|would|could|can|might|may|going to) (?:\w+ ){0,2}?(?:for|over) (?:the next )?(?:weeks|months|(?:a |\w+ )?(?:weeks?|months?))\b/g;
/** Words that are spans of two weeks or more ("a solid month of", "weeks on end": H111). */
const SPAN_WORDS =
  /\b(?:for weeks|(?<!\b(?:i am|im|i m|(?:she|he|baby|daughter|wife|girlfriend|partner|sister|friend|niece) (?:is|s)) \d{1,2} )weeks now|for months|months now|this month|most of this month|the last month|past month|a month|(?:a|one|the) (?:solid|whole|full|entire|straight|long) (?:month|fortnight)|(?:solid|whole|full|long) (?:weeks|months)|weeks and weeks|weeks on end|many weeks|few weeks|couple of weeks|couple weeks|a fortnight|fortnight|since the birth|since (?:(?:the|our|my) )?(?:baby|bub|babe|little one) (?:came|arrived|got here|was born|came along)|since (?:our|the) (?:baby|little one)'?s arrival|since (?:he|she) was born|since i had (?:him|her|the baby)|since i born|since giving birth|since (?:she|i) delivered|since (?:the )?delivery|all month|un mes|varias semanas|(?:hace|llevo|lleva|llevamos|durante|desde hace) semanas|semanas (?:ya|seguidas)|desde que nacio|desde que (?:llego|nacio) (?:el|la|mi|nuestro|nuestra) (?:bebe|nene|nena|bebita|bebito)|desde el parto)\b/;
/** After the birth, home from hospital is about the baby's age ("flat every day since we came home"). */
const SINCE_HOME =
  /\bsince (?:(?:we|i) (?:came|got|brought (?:him|her|them|the baby)) home|coming home|(?:we|i) left (?:the )?hospital|leaving (?:the )?hospital)\b/;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * A wait until a visit ahead ("my next OB appt isn't for 3 wks", "can't get in to see the GP for 2 weeks", "the
 * waiting list is 6 months"): how long until she is seen, not how long a mood has lasted (Q44).
 */
const WAIT_SPAN =
  /\b(?:(?:appt|appts|appointment|appointments|booking|check ?up|review|follow ?up|scan|visit|referral|clinic|waiting list|wait list|wait|waiting time)(?: \w+){0,2}? (?:is not|is|are not|are|was|will not be|won t be|wont be|not|s)? ?(?:for|until|till|in|another)|(?:can not|cant|can t|could not|couldn t|won t|will not|not) (?:see|get in to see|get to see|get seen by|get an appointment with|get an appt with|be seen by|be seen)(?: \w+){0,3}? (?:for|until|till|in)|not (?:seeing|due to see) (?:my|the|her) \w+(?: \w+)? (?:for|until|till|in)) (?:another |the next |about |over |nearly |almost |like )?(?:\d+|a|an|one|two|three|four|five|six|couple of|few) (?:weeks?|wks|months?)\b/;
/** A medicine of the mind by name or kind. */
const MIND_MEDICINE =
  '(?:sertraline|zoloft|fluoxetine|prozac|citalopram|cipramil|escitalopram|lexapro|cipralex|paroxetine|paxil|mirtazapine|venlafaxine|effexor|duloxetine|amitriptyline|nortriptyline|bupropion|wellbutrin|quetiapine|lithium|lamotrigine|propranolol|antidepressants?|anti depressants?|ssris?|meds|medication|medicine|tablets|pills)';
/** The condition the medicine treats, named as its reason ("on sertraline for anxiety"). */
const TREATED =
  '(?:anxiety|depression|my anxiety|my depression|pnd|ppd|pna|ppa|ocd|panic attacks|panic|my nerves|nerves|my mood|mood|low mood|my mental health|mental health)';
/**
 * The span of a medicine she takes ("on zoloft for anxiety for 2 yrs", "taking citalopram for 8 months"): how long
 * the treatment has gone on, not two weeks of low mood now (Q44). Read only where the sentence tells no mood of hers
 * beyond the condition named as the medicine's reason.
 */
const MEDICINE_SPAN = new RegExp(
  `\\b(?:on|taking|take|takes|took|started|using|been on|prescribed) (?:(?:my|her|the|a|an|low dose|a low dose of) )?${MIND_MEDICINE}(?: \\w+)?(?: (?:for|because of) ${TREATED})? (?:for|since) (?:the |last |past |about |nearly |almost |over |like )*(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few|several|many) (?:of )?(?:and a half )?(?:weeks?|wks|months?|years?|yrs?)\\b`,
);
/** A mood word that is the medicine's reason: the condition's name just after "for (my)" or "because of". */
const TREATED_WORD = /^(?:anxiety|depression|pnd|ppd|pna|ppa|ocd|panic|nerves|mood|low|mental)$/;
/** Whether a sentence tells a medicine's span and no mood of hers but the condition it treats. */
function medicineSpan(r: Reading, sent: number): boolean {
  if (!MEDICINE_SPAN.test(sentenceText(r, sent))) return false;
  return r.mentions.every(
    (m) =>
      m.c !== 'lowMood' ||
      r.tokens[m.start]?.sent !== sent ||
      (TREATED_WORD.test(r.tokens[m.start]?.w ?? '') &&
        /\b(?:for|for my|because of|because of my)$/.test(span(r, m.start - 3, m.start))),
  );
}

/** A span counted from an end ("nothing since, 3 weeks now"): how long it has been over, not the mood. */
const SINCE_END =
  /\b(?:nothing since|none since|not since|since then|stopped|gone|all clear|cleared|nada desde|desde entonces|ya no)\b/;

/** A mood told as over: "it's lifted", "I feel like myself again", a medicine working ("the sertraline is helping"). */
const LIFTED =
  /\b(?:(?:sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|meds|medication|medicine|tablets|pills|antidepressants?|therapy|counselling|it|they) (?:is|are|s|has been|have been) (?:really |definitely |actually |finally |slowly )?(?:helping|working)(?<!\b(?:says|said|thinks|reckons|supposed)\b.{0,30})(?!.{0,40}\b(?:but|though|not|worse)\b)|(?:actually|finally) (?:laughed|smiled|enjoyed)|(?:it|has|have|finally|mostly) (?:s |is |has )?lifted|(?:felt|feel|feeling) like (?:me|myself) (?:again|since)|back to (?:my old self|myself|my usual self)|ya se me paso|vuelvo a ser yo|(?:it|that|they|which|the blues|blues) (?:has |had |have |all |soon |just )?(?:passed|went away|wore off|cleared)(?!.{0,30}\b(?:but|and then|until|till|came back|come back|back again|returned|pero|volvio))|se me paso|se paso|se me quito)\b/;
/** "my haemoglobin is low", "supply is low": a level, not a mood. */
const LEVEL_LOW =
  /\b(?:haemoglobin|hemoglobin|hb|iron|ferritin|sugars?|glucose|bp|pressure|platelets|levels?|supply|battery|count|vitamin d|b12|thyroid|hierro)(?: \w+){0,2}$/;
/** "low-dose aspirin", "a low-risk pregnancy", "low supply": a thing that is low, not her mood. */
const LOW_THING =
  /^(?:dose|dosage|doses|risk|grade|lying|placenta|carb|carbs|fat|sugar|salt|sodium|iron|platelets|platelet|supply|milk|battery|blood|level|levels|impact|key|fever|temperature|temp|bp)$/;
/** "a stabbing pain low down on the left": a place in her body, not a mood. */
const PLACE_LOW =
  /^(?:down|on (?:the|one|my|her) (?:left|right|side)|on (?:one|the|my) side|in (?:my|her|the) (?:belly|tummy|abdomen|pelvis|back|stomach))\b/;

/** "my leg has been numb", "a numb bit on my thigh": a part of her body before the word. */
const BODY_BEFORE =
  /\b(?:leg|legs|foot|feet|hand|hands|fingers|toes|thigh|thighs|arm|arms|skin|scar|wound|bum|lip|lips|chin|cheek|wrist|wrists|knee|knees|hip|pierna|piernas|pie|pies|mano|manos|dedos|muslo|brazo|brazos|cicatriz|piel)\b/;
const NUMB_PLACE =
  /^(?:round|around|near|by|on|at|under|below|above|patch|spot|bit|area|skin|leg|legs|foot|feet|hand|hands|fingers|toes|thigh|arm|arms)\b/;

/** Now and then, not most days. */
// ("checking he's breathing every night, sometimes 20 times": how many times a night, not now and then; H114.)
/**
 * The condition's name as one of the answers to "how do I know if this is just X or postpartum depression": asked,
 * not told (Q41). Her own words of mood in the message are read on their own.
 */
const WHICH_ASKED =
  /\bhow (?:do|can|would|will|should|does) (?:i|we|you|one) (?:know|tell)(?: if| whether)?(?: \w+){0,8}$/;
const CONDITION_WORD = /^(?:depression|anxiety|blues|pnd|ppd|pna|ppa)$/;
/** Some nights just before the mood word ("some nights I cry after the call"): now and then, not most days; Q41. */
const SOME_NIGHTS =
  /\b(?:some|a few|certain|odd) (?:nights|evenings|mornings)(?: (?:i|i m|im|i do|i just|i still|i end up))?$/;
const SOMETIMES =
  /\b(?:a ratos|sometimes(?! (?:\d+|two|three|four|five|six|ten|twenty|up to \d+) (?:times|x)\b)|now and then|on and off|some days|at times|de vez en cuando|every now and then)\b/;

const WORRY_ASKED =
  /\b(?:should (?:i|we) (?:be )?(?:worried|worry|concerned)|do (?:i|we) need to (?:worry|be worried)|(?:is|is it|is this|is that) (?:something|anything) to (?:worry|be worried)|need to worry|(?:before|when) (?:i|we) (?:should|need to|have to) worry|when (?:to|should i) worry|(?:which|that|it|this) (?:really |totally |honestly )?(?:terrified|scared|frightened|worried|upset|panicked) (?:me|us))\b/;
const WHOLE_PREGNANCY =
  /\b(?:(?:all|whole|entire|most) (?:of )?(?:this|the|my) pregnancy|all the time this pregnancy|always (?:\w+ ){0,2}this pregnancy|(?:i have|have|has|she has) (?:been|felt)(?: so| really| very| quite| pretty| feeling| just)* (?:anxious|low|down|depressed|sad|miserable|worried|scared|flat|hopeless|numb|teary|tearful|panicky|on edge)(?: and \w+)? (?:all |during |through )?this pregnancy|since (?:i|we|she) found out|since (?:my|the|her) positive test|since (?:the )?(?:start|beginning) of (?:this|my|the|her) pregnancy)\b/;

/** How many days the mood has lasted, as far as the words of one sentence say (0 when they do not). */
function spanOf(r: Reading, text: string): number {
  let days = 0;
  const plain = text
    .replace(OLDER_CLAUSE, '')
    .replace(EPISODE_CLAUSE, '')
    .replace(AGE_SAID, '')
    .replace(WEEKS_NOW, (m, n: string) => (ownWeek(r, Number(n)) ? '' : m));
  const spans = plain.replace(STAGE_FOR, '').replace(FUTURE_SPAN, '');
  for (const m of [SPAN.exec(spans), NOT_IN.exec(spans)]) {
    if (!m) continue;
    const n = Number(m[1] ?? m[3]) || COUNT[m[1] ?? m[3] ?? ''] || 0;
    const unit = m[2] ?? m[4] ?? '';
    days = Math.max(days, /^(?:month|mes)/.test(unit) ? n * 30 : n * 7);
  }
  const words =
    SPAN_WORDS.exec(plain.replace(FUTURE_SPAN, ''))?.[0] ??
    (r.stage === 'postpartum' ? SINCE_HOME.exec(text)?.[0] : '') ??
    '';
  // "since the baby came" lasts as long as the baby has been here.
  if (/\b(?:since|desde)\b/.test(words) && r.stage === 'postpartum') {
    const age = r.numbers.babyAgeDays ?? (r.week !== null ? r.week * 7 : 14);
    days = Math.max(days, age);
  } else if (words) days = Math.max(days, 14);
  // ("so anxious all the time this pregnancy" at 20 weeks: the pregnancy so far, from when she knew, about week 5.)
  if (r.stage === 'pregnant' && r.week !== null && WHOLE_PREGNANCY.test(text))
    days = Math.max(days, (r.week - 5) * 7);
  // "since mid January and it's March now": months named from then to now.
  if (MONTHS.filter((mo) => r.read.text.includes(mo)).length >= 2 && /\bsince\b/.test(text))
    days = Math.max(days, 28);
  return days;
}

/** A start dated from the birth ("since about a week after the birth"): the mood has lasted from then until now. */
const SINCE_AFTER_BIRTH =
  /\b(?:since|from|desde) (?:about |around |like |roughly |unos |como )?(\d+|a|an|one|two|three|four|five|six|un|una|dos|tres) (days?|weeks?|dias?|semanas?) (?:after|post|despues de|despues del) (?:the |my |her |el )?(?:birth|delivery|baby came|baby was born|c section|section|parto|nacimiento)\b/;

function sinceAfterBirth(r: Reading): number {
  const m = SINCE_AFTER_BIRTH.exec(r.read.text);
  if (!m || r.stage !== 'postpartum') return 0;
  const n = (Number(m[1]) || COUNT[m[1] ?? ''] || 0) * (/^(?:day|dia)/.test(m[2] ?? '') ? 1 : 7);
  return (r.numbers.babyAgeDays ?? (r.week ?? 0) * 7) - n;
}

/** An age said ("when baby is about 4 months", "she'll be nearly 3 months"): the baby's age, not how long a mood lasts. */
const AGE_SAID =
  /\b(?:baby|he|she|they|lo|bub|son|daughter|i)(?: is| s| will be| ll be| turns| gets to| reaches| m| am)(?: about| around| nearly| almost| over| like| roughly)? (?:\d+|two|three|four|five|six) (?:weeks?|wks|months?)(?: old)?\b/g;
/** "12 weeks now." at 12 weeks pregnant: her week, not how long a mood has lasted (after the birth, the baby's age is). */
// ("20 wks after 4 years of infertility + 2 losses": her week in a pregnancy after what came before, Q42.)
const WEEKS_NOW = /\b(\d{1,2}) (?:weeks?|wks) (?:now|after)\b/g;
const ownWeek = (r: Reading, n: number) =>
  r.stage === 'pregnant' && r.week !== null && Math.abs(n - r.week) <= 1;
const saidWeek = (r: Reading, s: { days: number; sent: number }) =>
  ownWeek(r, s.days / 7) && /\b\d{1,2} (?:weeks?|wks) (?:now|after)\b/.test(sentenceText(r, s.sent));

const EMPTY_THING =
  /\b(?:car seat|seat|pram|buggy|cot|crib|bottle|bottles|boob|boobs|breast|breasts|nappy|tank|fridge|bin|room|bag)\b/;
const LAUGHED_TILL =
  /\b(?:laughed|laughing|laugh) (?:until|till|til|so hard) (?:i|she|we) (?:cried|cry)\b|\bcr(?:ied|ying) (?:with |from )?laugh/;

/** An older child's own story, told in the past ("DS1 had colic", "my first cried for months", "el mayor tuvo"). */
const OLDER =
  '\\b(?:(?:son|daughter) 1|my (?:first|eldest|oldest|older one)|(?:with|for) (?:my|our) first|el mayor|la mayor|mi primer hijo|mi primera hija|con el primero|con la primera)\\b(?: \\w+){0,3} (?:had|was|were|screamed|cried|did|never|tuvo|lloraba|lloro|grito)\\b';
const OLDER_CHILD = new RegExp(OLDER);
/** That story's clause, which a span in it belongs to ("my eldest ... cried for months"). */
const OLDER_CLAUSE = new RegExp(`${OLDER}(?: \\w+){0,6}`, 'g');

/**
 * A past episode of her own, told with the child it came with: "I had PPD with my first that didn't get caught until
 * like 5 months", "had postnatal depression after my son for months" (Q42). A span in that clause is how long the
 * old episode lasted, not this one; the clause ends where she turns to now ("and", "but", "now", "this time").
 */
const EPISODE_CLAUSE =
  /\b(?:i )?(?:had|got|suffered from|suffered with|was diagnosed with|went through|tuve) (?:bad |severe |really bad |awful )?(?:pnd|ppd|pna|ppa|postnatal depression|postpartum depression|post natal depression|post partum depression|postnatal anxiety|postpartum anxiety|depression|anxiety|depresion posparto|depresion)(?: (?:with|after|con|despues de) (?:my|our|mi) (?:first|eldest|oldest|older one|last|previous|first baby|first one|son|daughter|older son|older daughter|older boy|older girl|primer \w+|primera|hijo|hija|mayor))(?:(?! (?:and|but|now|this time|so|again|pero|y|ahora)\b) \w+){0,10}/g;
const EPISODE = new RegExp(EPISODE_CLAUSE.source);

export function moodDays(r: Reading): number {
  // A span said where a sign ended ("nothing since, 3 weeks now") dates the end, not the mood.
  // ("DS1 had colic from 3 wks, screamed for months. dreading it": an older child's past, not how long hers lasts.)
  const ended = (sent: number) =>
    !r.mentions.some((m) => m.c === 'lowMood' && r.tokens[m.start]?.sent === sent) &&
    (SINCE_END.test(sentenceText(r, sent)) ||
      OLDER_CHILD.test(sentenceText(r, sent)) ||
      WAIT_SPAN.test(sentenceText(r, sent)) ||
      rulePeriod(r, sent));
  let days = Math.max(
    sinceAfterBirth(r),
    // (In a sentence that tells a past episode, its words are read below without the episode's clause.)
    ...r.numbers.spans
      .filter(
        (s) =>
          !ended(s.sent) &&
          !saidWeek(r, s) &&
          !EPISODE.test(sentenceText(r, s.sent)) &&
          !medicineSpan(r, s.sent),
      )
      .map((s) => s.days),
  );
  if (r.numbers.sinceWeek !== null && r.week !== null && r.week > r.numbers.sinceWeek)
    days = Math.max(days, (r.week - r.numbers.sinceWeek) * 7);
  for (const sent of new Set(r.tokens.map((t) => t.sent))) {
    if (ended(sent)) continue;
    // (A medicine's span is dropped from its sentence; the rest of it may still tell a mood's span.)
    const text = sentenceText(r, sent);
    days = Math.max(days, spanOf(r, medicineSpan(r, sent) ? text.replace(MEDICINE_SPAN, '') : text));
  }
  return days;
}

/** A part of the body just before "flat": its shape, not her mood. */
const FLAT_PART =
  /\b(?:scar|scars|wound|cut|incision|tummy|belly|stomach|bump|nipple|nipples|mole|skin|rash|patch|spot|feet|foot|arches|chest|breast|breasts|boob|boobs|head|stitches)(?: (?:is|s|are|looks|look|has gone|have gone|gone|went|lies|lying|sits|feels|feel))?(?: (?:nice and|nice|pretty|quite|really|very|so|all|totally|completely|now))?$/;
/** The home before "flat": "our flat", "the flat", "a council flat", "in the flat". */
const FLAT_HOME =
  /(?:^| )(?:our|the|a|their|your|his|my|council|rented|new|tiny|small|little|whole|studio|bed|bedroom|storey|floor|in|into|at)$/;
/** A feeling planned for ahead: "before I panic", "in case I freak out", "so I don't panic". */
const AHEAD_OF =
  /\b(?:before|in case|so|so that|lest) (?:i|she|we)(?: (?:don t|dont|do not|start to|end up|will|ll|can|get to))?$/;

const WORRY_WORD = /^(?:worried|worrying|concerned|anxious|scared)$/;
const CHECKED = /\b(?:checked|looked at|examined|reviewed)\b/;
/** A father or male partner named just before the mood word. */
const HIS = /\b(?:husband|hubby|dh|dad|father|boyfriend|bf|fiance|esposo|marido|papa|novio)\b/;
/** A father named before the mood word in its sentence, and no one else since ("my husband ... snapping"). */
function hisOwn(before: string): boolean {
  const m = HIS.exec(before);
  return (
    m !== null && !/\b(?:i|me|im|she|her|wife|mum|mom|yo|ella)\b/.test(before.slice(m.index + m[0].length))
  );
}
const STORY = /\b(?:had|was|were|did not)\b/;
const NOW_TOLD = /\b(?:is|are|has|have|now|still|keeps|today|been|has not|have not)\b/;
const FATHERS = /\b(?:dads|fathers|men|husbands|papas|new dads)\b/;

export const moodRules: Rule = (r) => {
  const over = resolvedUpTo(r);
  // ("read that PND can start months later?? ... is that true or would it just be baby blues": the condition asked
  // about, no mood of hers told; AH76.)
  const topic = conditionAsked(r);
  const moods = active(r, 'lowMood').filter((i) => {
    if (topic) return false;
    if (callAsked(r, i)) return false;
    const who = subjectAt(r, i);
    const s = sentenceText(r, r.tokens[i]?.sent ?? -1);
    // Hers, now and most days: not a partner's or a child's, not an episode over with help, not now and then.
    const level =
      r.tokens[i]?.w === 'low' &&
      (LEVEL_LOW.test(span(r, i - 4, i)) ||
        PLACE_LOW.test(span(r, i + 1, i + 5)) ||
        LOW_THING.test(r.tokens[i + 1]?.w ?? ''));
    // "it still itches and feels numb round it", "numb patch by the scar": a numb place in her body, not a mood.
    const numbPlace =
      r.tokens[i]?.w === 'numb' &&
      (NUMB_PLACE.test(span(r, i + 1, i + 4)) ||
        BODY_BEFORE.test(span(r, i - 4, i)) ||
        nearActive(r, i, ['wound', 'itch'], 8, false) >= 0);
    // ("hasn't left the house in three weeks because of the snow": staying in for a reason said, not withdrawal.)
    const why = r.tokens[i + 1]?.w === 'left' && /\b(?:because|cos|due to|since the|as the)\b/.test(s);
    const sent = r.tokens[i]?.sent ?? -1;
    const lifted = r.tokens.some((t, k) => k > i && t.sent >= sent && LIFTED.test(sentenceText(r, t.sent)));
    // ("give the baby some whenever he cries": the baby crying, not her.)
    const babyCries =
      who === 'baby' && /^(?:he|she|it|baby|lo) (?:cry|cries|crying|cried)$/.test(span(r, i - 1, i + 1));
    // ("should I be worried?", "is it anything to worry about": a sign's risk asked, not her mood.)
    const askedRisk = WORRY_ASKED.test(span(r, i - 5, i + 3));
    // ("I laughed until I cried", "crying laughing": tears of laughter, not a low mood.)
    const laughter = LAUGHED_TILL.test(span(r, i - 4, i + 3));
    // ("threw the car seat across the garage. Empty.": the seat was empty, not her.)
    const thingEmpty =
      r.tokens[i]?.w === 'empty' &&
      EMPTY_THING.test(span(r, i - 10, i)) &&
      !/\b(?:feel|feels|feeling|felt|i am|im|so)$/.test(span(r, i - 2, i));
    // ("scar is flat and pale": the shape of a part of her body; "before I panic at 2am in a month": a feeling ahead
    // she plans for, not one she has; H106, H111.)
    // ("our flat gets so hot in summer": the home, not her mood; Q38.)
    const flatPart =
      r.tokens[i]?.w === 'flat' &&
      (FLAT_PART.test(span(r, i - 4, i)) ||
        (FLAT_HOME.test(span(r, i - 2, i)) &&
          !/^(?:feeling|feelings|mood|moods|inside)\b/.test(span(r, i + 1, i + 3))));
    const ahead =
      AHEAD_OF.test(span(r, i - 4, i)) ||
      SOME_NIGHTS.test(span(r, i - 5, i)) ||
      (CONDITION_WORD.test(r.tokens[i]?.w ?? '') &&
        r.read.questions.has(sent) &&
        WHICH_ASKED.test(span(r, i - 12, i)));
    // ("the redness that we were worried about was checked by the nurse today": a worry over a sign, answered; H125.)
    const answered =
      WORRY_WORD.test(r.tokens[i]?.w ?? '') &&
      /\b(?:were|was|had been)(?: \w+)?$/.test(span(r, i - 3, i)) &&
      anywhere(r, 'pro') &&
      CHECKED.test(s);
    // ("fine, only cried a little on day 4 and 5 like everybody": the baby blues on their days, over; H125.)
    const blues =
      (r.tokens[i]?.w === 'cried' || /\b(?:was|were|felt|only)(?: \w+)?$/.test(span(r, i - 2, i))) &&
      /\bon days? \d+\b/.test(span(r, i, i + 8)) &&
      /\b(?:fine|well|ok|okay|good)\b/.test(s) &&
      !/\b(?:(?:ever|every day|each day|day) since|since then|still|not stopped|every day)\b/.test(s);
    // ("with my first I didn't feel nothing til like 20 weeks": the baby's movements not felt until a week of
    // pregnancy, not her numbness; iteration 51, Q39.)
    const unfeltMoves =
      r.stage === 'pregnant' &&
      /\bnothing$/.test(span(r, i, i + 2)) &&
      (/^(?:til|till|until|untill|before|up to|up till|up until)(?: (?:like|about|around|maybe|roughly))? (?:\d+|twenty|eighteen|nineteen|sixteen|seventeen|twenty one|twenty two) (?:weeks?|wks?)\b/.test(
        span(r, i + 2, i + 8),
      ) ||
        nearActive(r, i, ['move'], 4, false) >= 0);
    const thing =
      thingEmpty ||
      liftedThing(r, i) ||
      exclaimedCry(r, i) ||
      flatPart ||
      ahead ||
      answered ||
      blues ||
      unfeltMoves;
    if (level || numbPlace || lifted || why || babyCries || askedRisk || laughter || thing) return false;
    // ("my husband seems really down since baby came": a father's own mood; the catalogue's sign is the mother's.)
    // ("can dads get postpartum depression too?": fathers in general, asked about.)
    const before = span(r, sentenceRange(r, sent)[0], i);
    const his = hisOwn(before) || FATHERS.test(span(r, i - 4, i)) || fathersOwn(r, before);
    // ("my cousin had very bad depression after her second baby, she didn't leave the bed for months": someone
    // else's story told in the past, H101; "my sister hasn't left the house in three weeks" is now.)
    const story = who === 'other' && STORY.test(s) && !NOW_TOLD.test(s);
    return who !== 'he' && who !== 'child' && !story && !his && sent > over && !SOMETIMES.test(s);
  });
  // "Not my wife, me. Since the baby came I am always tense": a father's or grandmother's own mood is not her warning
  // sign (the answer may still point them to help).
  // ("worried the meds might mask something. which symptoms shouldn't I brush off?": in a message that asks where a
  // sign's line is, with no mood word of her own told, a worry is the question's, not a constant state; Q28.)
  const worry = !moods.length && asksLine(r) ? 0 : Math.max(constantWorry(r), recurringFlashbacks(r));
  if (
    (!moods.length && !habitWithMood(r, true) && !worry) ||
    Math.max(moodDays(r), dailySinceBirth(r, moods), worry) < 14 ||
    ownNotHers(r)
  )
    return [];
  // Judged here: a span reaching back ("for the last month", "hace un mes") is how long it has lasted, not a past.
  return [
    finding('persistent-low-mood', moods[0] ?? 0, 'mind', 'symptom', 'low mood for two weeks or more', {
      judged: true,
    }),
  ];
};
