/**
 * A baby moving less in pregnancy (docs/clinical-safety.md, "Pregnancy"): from 24 weeks a baby moving less, not at
 * all, or differently is urgent the same hour, and an emergency with pain or bleeding (NHS: Your baby's movements).
 * Read from movement words with less, none, quiet or a changed pattern, unless movements are back to normal in a
 * later clause; the usual pattern said beside it ("normally she's going mad after dinner") is a comparison, not
 * movement now.
 */
import { othersMovementStory, quietCaseAsked } from './triage-movement-story.ts';
import { dailyRhythm, QUIET_NOT_BABY } from './triage-movement-rhythm.ts';
import { negated, type Reading, sentenceOf } from './triage-context.ts';
import { subjectAt } from './triage-subject.ts';
import { clauseText } from './triage-reading.ts';
import { span } from './triage-mind-figures.ts';
import { reduced, usualJustBefore } from './triage-movement-reduced.ts';
import { remedyBlood } from './triage-bleeding-remedy.ts';
import { active, all, anywhere, finding, type Finding, inSentence, nearActive } from './triage-rule-kit.ts';

/** Asking how many movements are enough (dictated without a question mark). */
const HOW_OFTEN =
  /\b(?:how (?:often|many|much) should (?:i|we|she) (?:be )?(?:feel|feeling|count|counting)|what counts as (?:less|reduced|fewer|a reduction))\b/;
/** Movements back to normal, said in a later clause ("but she's going mad now", "wriggling all evening", "ever since"). */
const BACK =
  /\b(?:now|again|ever since|since then|since (?:the|that) (?:trace|scan|check|ctg|monitoring|appointment)|all (?:evening|afternoon|day|night)|normal|normally|usual|back|away|loads|lots|mad|crazy|wild|(?:[1-9]\d) (?:kicks|movements)|ya|otra vez|normal|(?:like|as) always|como siempre|ahora|no para|sin parar|como loc[oa])\b/;

/** Nothing or little now ("normally mad after dinner, nothing"), not "nothing sharp", "nothing unusual". */
const NOTHING_NOW =
  /\b(?:nothing|not today|not tonight|just a couple|(?:just|only) the odd|the odd (?:flutter|kick|wriggle|wiggle|poke|nudge|movement|bump)s?|barely anything|hardly anything|next to nothing|only|couple of|nada|casi nada)\b(?! (?:sharp|wrong|unusual|serious|bad|else|major|new|different|worrying|to worry|severe|big|special|like|raro|grave|mas|a dream|a nightmare)\b)/;

/**
 * "only" that limits a visit schedule, not his movements: "my office only booked me every two weeks", "the midwife
 * only sees me monthly", "they only do checks once a fortnight" (Q42). Weeks, fortnights and months only: "only felt
 * him every few hours" or "every other day" is about the baby.
 */
const SCHEDULE_ONLY =
  /\bonly (?:\w+ ){0,4}?(?:every (?:\d+|two|three|four|other|couple of|few|2) (?:weeks?|wks|months?|fortnights?)|every (?:week|fortnight|month)|weekly|fortnightly|biweekly|bi weekly|monthly|once (?:a|every) (?:week|fortnight|month))\b/g;
const nothingNow = (text: string) => NOTHING_NOW.test(text.replace(SCHEDULE_ONLY, ' '));

/** A reading or a measure that "normal" can qualify: a temperature, a weight, a heart rate. */
const READING_NAME =
  /^(?:body )?(?:temperature|temperatures|temp|temps|fever|weight|weights|heart ?rate|heartbeat|blood pressure|bp|sugar|sugars|glucose|range|reading|readings|level|levels|amount|size|length)\b/;

/** How things usually are, not how they are now ("normally she's kicking by now"). */
const COMPARED = /\b(?:normally|usually|by now|would be|should be|instead|used to|normalmente)\b/;

/**
 * A kick count's good result said now: ten or more movements within minutes ("10 movements in 9 min 30 sec", a
 * counter's "10 movements 00:14:08"), not the usual pattern ("normally 10 kicks in 15 mins") nor fewer said after it.
 */
const TEN_COUNTED =
  /\b(?:[1-9]\d) (?:kicks|movements|moves|patadas|movimientos) (?:in |within |en )?(?:(?:about|like|just|only|under|less than|around|unos|menos de) )?(?:\d+ (?:minutes|mins|min|minutos|seconds)|00 \d+ \d+|(?:an|half an|1|one|una|media) (?:hour|hora))\b/;
const TEN_NOT_NOW =
  /\b(?:normally|usually|used to|yesterday|last night|before|always|every (?:night|evening|day|morning)|most (?:nights|days)|normalmente|ayer|siempre|cada noche)\b|\b(?:felt|had|got) (?:only |just )?[1-5]\b|\b[1-5] in (?:\d+|an|the last) (?:hours?|hrs?)\b|\b(?:not felt|not moved|no movement|nothing since|hardly|barely|fewer|quieter|(?:been|gone|is|really|very|so) (?:quiet|still)|quiet (?:all|since|today|tonight)|only [1-5]|solo [1-5]|menos)\b/;

/** Movement words past 24 weeks: less, none, or a changed pattern ("normally goes mad after lunch, nothing"). */
export function movementFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  const ten = TEN_COUNTED.exec(r.read.text);
  if (ten && !TEN_NOT_NOW.test(r.read.text.slice(Math.max(0, ten.index - 60)))) return out;
  const painOrBleed =
    active(r, 'bleed').some(
      (i) => nearActive(r, i, ['benignSite'], 5) < 0 && !r.at[i]?.has('notBleed') && !remedyBlood(r, i),
    ) ||
    active(r, 'spotting').length > 0 ||
    active(r, 'pain').some((i) => nearActive(r, i, ['head', 'headache', 'leg', 'breast', 'brief'], 4) < 0) ||
    anywhere(r, 'contraction');
  const push = (i: number, phrase: string) => {
    out.push(finding('reduced-fetal-movement', i, 'fetus', 'event', phrase, { selfNegated: true }));
    if (painOrBleed)
      out.push(
        finding(
          'reduced-movement-with-pain-or-bleeding',
          i,
          'fetus',
          'event',
          `${phrase} with pain or bleeding`,
          { selfNegated: true },
        ),
      );
  };
  // Moving lots said after it ("then he kicked loads"), or moving as usual again in a later clause ("but he's been
  // wriggling all evening"), not asked about ("is that normal?").
  const asked = (j: number) => r.read.questions.has(r.tokens[j]?.sent ?? -1);
  const clauseOf = (j: number) => clauseText(r, r.tokens[j]?.clause ?? -1);
  const ofBlood = (j: number) =>
    inSentence(r, j, 'move') < 0 &&
    (['bleed', 'spotting', 'leak', 'clot'] as const).some((c) => inSentence(r, j, c) >= 0);
  // ("se mueve mucho menos que de costumbre": "mucho menos" is much less, not a lot.)
  // ("she's barely moved, normally she's so active": "moved, normally" across the comma is not "moving normally".)
  const lots = r.mentions
    .filter(
      (m) =>
        m.c === 'lots' &&
        !/^(?:menos|less)$/.test(r.tokens[m.end]?.w ?? '') &&
        r.tokens[m.start]?.clause === r.tokens[m.end - 1]?.clause,
    )
    .map((m) => m.start);
  // ("I haven't felt twin 2 since 1pm... twin 1 is wriggling loads": the other twin moving says nothing of this one.)
  const otherTwin = (j: number) =>
    anywhere(r, 'baby') &&
    /\btwins?\b/.test(r.read.text) &&
    /\b(?:twin (?:1|2|a|b|one|two)|the other (?:one|twin)|other twin|(?:her|his) (?:sister|brother))\b/.test(
      clauseOf(j),
    );
  const after = (i: number) =>
    // ("sangre roja en el papel, bastante": a lot of blood, not of kicks; "normally she's going mad after dinner":
    // the usual pattern, not kicks now.)
    lots.some(
      (j) =>
        j > i && !negated(r, j) && !asked(j) && !ofBlood(j) && !otherTwin(j) && !COMPARED.test(clauseOf(j)),
    ) ||
    all(r, 'move').some(
      (j) =>
        j > i &&
        r.tokens[j]?.clause !== r.tokens[i]?.clause &&
        !negated(r, j) &&
        !asked(j) &&
        !otherTwin(j) &&
        !r.mentions.some((m) => m.c === 'less' && r.tokens[m.start]?.clause === r.tokens[j]?.clause) &&
        BACK.test(clauseOf(j)) &&
        !COMPARED.test(clauseOf(j)),
    );
  // "do babies move less near the end because they run out of room?": babies in general, asked about (a myth), not
  // her baby moving less; a report beside it ("she's been quieter today") is read on its own.
  // ("babies" is read as "baby", so the myth's own words or "do they" say it is babies in general.)
  const myth = (i: number) =>
    /\b(?:run|running|ran|runs) out of (?:room|space)|\b(?:less|no|no more|not enough|not much) (?:room|space)\b/.test(
      clauseOf(i),
    );
  // ("my mum says babies move less near the end cos theres no room. true??", "my mum keeps saying babies move less
  // at the end, is that actually true?": a claim about babies in general, quoted and asked about, is a question.)
  const quoted = (i: number) =>
    (myth(i) ||
      /\b(?:at|near|towards|toward|by|closer to) the end\b|\bthird trimester\b|\bthe last (?:few )?weeks\b/.test(
        clauseOf(i),
      )) &&
    // (The question may come after a stage said on its own, "... run out of room. 36w. is that right?": Q37.)
    [0, 1, 2].some((d) => r.read.questions.has((r.tokens[i]?.sent ?? -1) + d)) &&
    (/\b(?:says|said|saying|tells|telling|told|reckons|reckoned|heard|read|apparently)(?: (?:me|her|us|him|them))?(?: that)? (?:baby|babies|they)$/.test(
      span(r, i - 4, i),
    ) ||
      // ("my mom and my tias say its normal that the baby moves less at the end", "MIL says near the end babies move less")
      (/\b(?:say|says|said|saying|tell|tells|telling|told|reckons?|apparently)\b/.test(span(r, i - 9, i)) &&
        // ("my aunty says it's normal for the baby to move less at the end": the claim's "for the baby to".)
        /\b(?:baby|babies|they)(?: to)?$/.test(span(r, i - 2, i))));
  // ("how often should i be feeling him and what counts as less", dictated without a mark: where the line is, asked.)
  // (Only beside kicks told as plenty now, "kicking loads right now": a report of less is read as before.)
  const howOften = (i: number) =>
    HOW_OFTEN.test(span(r, i - 6, i + 8)) && lots.some((j) => Math.abs(j - i) > 3 && !negated(r, j));
  // ("mum says they run out of room at the end but he's barely moved today": her report after the claim; Q37's
  // family, iteration 49.)
  const reportAfterClaim = (i: number) =>
    /\b(?:but|though|although|however|yet|except)(?: \w+){0,4}$/.test(span(r, i - 5, i)) &&
    !/\b(?:do|does|did|will|would|should|can|is it|are)(?: \w+){0,2}$/.test(span(r, i - 3, i));
  const general = (i: number) =>
    !reportAfterClaim(i) &&
    ((asked(i) && (/\b(?:do|does|that|if|why|when) they$/.test(span(r, i - 3, i)) || myth(i))) ||
      quoted(i) ||
      howOften(i));
  // ("Baby's been wriggling loads tonight": plenty told of the very movement, whatever is counted elsewhere; H95's
  // tightenings "three or four times" are not kicks.)
  // (Not plenty told of a day before, "Kicked loads yesterday. Today maybe twice.")
  const lotsNear = (i: number) =>
    // ("hardly moved today, normally loads by now": plenty told as the usual, in its own clause, is not now.)
    lots.some((j) => Math.abs(j - i) <= 3 && !negated(r, j) && (j < i || !COMPARED.test(clauseOf(j)))) &&
    !/\b(?:yesterday|last night|before|earlier|used to|usually|normally|ayer|antes)\b/.test(clauseOf(i));
  // (A report beside a question, "is it true babies move less? she has moved less today", is read first.)
  for (const i of all(r, 'move').sort((a, b) => Number(asked(a)) - Number(asked(b))))
    if (
      !general(i) &&
      reduced(r, i) &&
      !lotsNear(i) &&
      (!after(i) || r.numbers.smallCounts.length > 0) &&
      !(dailyRhythm(r) || othersMovementStory(r, i))
    ) {
      push(i, 'baby moving less');
      break;
    }
  // Not feeling the baby ("no siento a la bebe desde la cena").
  for (const i of active(r, 'less'))
    if (
      /^(?:no|can|could|casi|not)$/.test(r.tokens[i]?.w ?? '') &&
      r.mentions.some((m) => m.c === 'less' && m.start === i && m.end - m.start > 1) &&
      !after(i) &&
      !herState(r, i)
    )
      push(i, 'baby not felt');
  // "Baby's gone really quiet", "bump feels still": quiet words about the baby.
  for (const i of active(r, 'less')) {
    const w = r.tokens[i]?.w ?? '';
    if (!/^(?:quiet|quieter|still|calm|calmer|quieto|quieta|tranquilo|tranquila)$/.test(w)) continue;
    // "gone quiet", "feels still", "very quiet today"; not "still eating" or "waters still intact".
    const prev = r.tokens[i - 1]?.w ?? '';
    const next = r.tokens[i + 1]?.w ?? '';
    // "she's still wriggling away", "still kicking": "still" there says it goes on.
    // ("there's still time for her to turn": "still" before a noun or a verb is the adverb, not the quiet; "still
    // breech", "still head down": his position, not his movement.)
    if (
      w === 'still' &&
      (/ing$/.test(next) ||
        /^(?:active|wriggly|lively|busy|strong|going|time|a|an|the|to|got|have|has|had|need|early|plenty|room|breech|transverse|oblique|head|back|engaged|high|low|bum|feet|sideways|podalico|sentado|atravesado)$/.test(
          next,
        ))
    )
      continue;
    if (
      !/^(?:is|been|gone|feels|feel|felt|very|really|so|super|too|bit|pretty|quite|much|way|lot|muy|esta|being|seems|went|unusually|mas)$/.test(
        prev,
      ) &&
      !/^(?:today|all|since|tonight|now|hoy)$/.test(next)
    )
      continue;
    // ("moves a lot in the evening but in the morning is quiet ... the pattern": his day's rhythm, not a change.)
    if (dailyRhythm(r)) continue;
    // ("she moved lots today, normally she's quieter": the usual pattern, not quiet now.)
    if (usualJustBefore(r, i)) continue;
    // ("my friend says when the baby is quiet drink something cold": a tip's case, not quiet now; iteration 55.)
    if (quietCaseAsked(r, i)) continue;
    const who = subjectAt(r, i);
    // ("he's usually the one kicking my bladder and it's been quiet all afternoon": "it" is his kicking.)
    const itOfKicks =
      /\bit (?:is |has |was )?(?:been|gone|went|is|was)$/.test(span(r, i - 3, i)) &&
      all(r, 'move').some((k) => k < i && k >= i - 10 && sentenceOf(r, k) === sentenceOf(r, i));
    if (
      (who === 'baby' ||
        itOfKicks ||
        who === 'he' ||
        who === 'she' ||
        nearActive(r, i, ['belly', 'baby', 'move'], 4) >= 0) &&
      !after(i)
    )
      push(i, 'baby gone quiet');
  }
  // The tricks for getting a baby to move (a cold drink, lying on her left, a torch on the bump), then nothing,
  // read where the quiet is said, so a check after it can reach it; a trick asked about is not a report.
  for (const i of active(r, 'kickTry')) {
    // ("Only complaint is my hips": "only" limits a list; "still playing" is on, Q24: neither says the baby is still.)
    let quiet = nearActive(r, i, ['less'], 30, false);
    if (QUIET_NOT_BABY.test(span(r, quiet, quiet + 4))) quiet = -1;
    // ("my friend says when the baby is quiet drink something cold": the tip's case, not quiet now; iteration 55.)
    if (quiet >= 0 && quietCaseAsked(r, quiet)) quiet = -1;
    // ("my mil says I have to sleep on my left side only": "only" limits the side she sleeps on.)
    if (
      /\b(?:side|back|left|right) only\b|\bonly (?:ever )?(?:sleep|lie|lay|on (?:my|her) (?:left|right|side))/.test(
        span(r, quiet - 2, quiet + 3),
      )
    )
      quiet = -1;
    // (Less in the mornings and a lot at night, told as her pattern beside counting kicks, is his rhythm: Q27.)
    if (
      quiet >= 0 &&
      !after(Math.max(i, quiet)) &&
      !r.read.questions.has(r.tokens[i]?.sent ?? -1) &&
      !dailyRhythm(r)
    ) {
      push(Math.min(i, quiet), 'no movement after trying');
      break;
    }
  }
  // The usual pattern, then nothing now ("wriggling away as usual" is the usual pattern itself).
  // ("she's kicking normally the rest of the time", "kicking all morning like normal": movement told as usual.)
  const movingAsUsual = (i: number) =>
    active(r, 'move').some(
      (k) =>
        k < i &&
        k >= i - 4 &&
        sentenceOf(r, k) === sentenceOf(r, i) &&
        !r.tokens.slice(k, i).some((_, d) => r.at[k + d]?.has('less') || r.at[k + d]?.has('neg')),
    );
  // ("what's a normal temperature for a baby... only 39 counts": the usual of a reading, not of his movements; Q32.)
  const usualOfReading = (i: number) => READING_NAME.test(span(r, i + 1, i + 4));
  for (const i of active(r, 'usual'))
    if (
      !r.at[i]?.has('lots') &&
      !usualOfReading(i) &&
      !movingAsUsual(i) &&
      nearActive(r, i, ['move', 'baby', 'he', 'she'], 8) >= 0 &&
      nothingNow(r.read.text) &&
      !after(i)
    )
      push(i, 'movement pattern changed');
  // The usual movements that did not come ("her usual kicks after my coffee didn't happen"), or a few counted in
  // hours ("counted 3 in 2 hours"): fewer than her baby's own pattern, however it is said.
  const missed = active(r, 'usual').some(
    (i) => nearActive(r, i, ['move'], 3) > i && USUAL_MISSED.test(span(r, i, i + 12)) && !after(i),
  );
  const counted = COUNTED_IN_HOURS.exec(r.read.text);
  if (!out.length && (missed || (counted && anywhere(r, 'move') && !after(r.tokens.length - 1))))
    push(active(r, 'usual')[0] ?? all(r, 'move')[0] ?? 0, 'fewer movements than usual');
  return out;
}

const USUAL_MISSED =
  /\b(?:did not|has not|have not|had not|never|not) (?:\w+ ){0,2}?(?:happen|happened|come|came|start|started|show up|showed up|turn up|turned up|arrive|arrived)\b/;
const COUNTED_IN_HOURS =
  /\b(?:counted|felt|had|got|only|just)(?: only| just)? [1-5] (?:(?:kicks?|movements?|moves?|times|little kicks) )?in (?:the last |the past |about |like |over )?(?:[1-9]|an|one|two|three|four) (?:hours?|hrs?)\b/;

/** "haven't felt sick since week 16", "not felt myself": a state of hers after "not felt", not the baby unfelt. */
const HER_STATE =
  /^(?:(?:as |so |very |that |too |at all )?(?:sick|ill|unwell|nauseous|nauseated|queasy|well|great|good|right|myself|herself|hungry|tired|dizzy|faint|rested|normal|human|sexy|pretty|confident|relaxed|any (?:nausea|sickness|heartburn|cramps?|pain|better|different))|(?:the )?(?:nausea|sickness|heartburn))\b/;
function herState(r: Reading, i: number): boolean {
  const m = r.mentions.find((x) => x.c === 'less' && x.start === i);
  return m !== undefined && HER_STATE.test(span(r, m.end, m.end + 3));
}
