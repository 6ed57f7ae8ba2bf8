/**
 * Whether a sign is over (docs/clinical-safety.md, "Who, when, and whether"): a reassurance counts when it says
 * what a professional found ("scanned, all fine", "the midwife said it is newborn rash") or that the sign has gone
 * ("stopped completely since"), and only for what was said before it. It does not count when it is denied, limited
 * to everything else ("otherwise all good"), a change rather than an end ("gone limp", "gone 10am"), asked about,
 * someone else's word ("my friend said it is fine"), or undone: the sign still there or back, or the professional
 * sending her in ("they said go to hospital").
 */
import { todayNotOver } from './triage-resolution-today.ts';
import { explained } from './triage-explained.ts';
import { medicineJustBegun } from './triage-medicine-started.ts';
import { span } from './triage-mind-figures.ts';
import { anyIn, type Reading, sentenceOf, sentenceRange, type Status } from './triage-reading.ts';
import { againAfter } from './triage-resolution-again.ts';
import { feedStopped } from './triage-resolution-feed.ts';
import { ofAnotherSite } from './triage-resolution-site.ts';
import { checkAhead } from './triage-resolution-ahead.ts';
import { herVisitBefore, sentInAfter } from './triage-resolution-visit.ts';

/**
 * Whether the thing named at token i is over: the first reassurance after it that counts, a professional's check
 * ("checked") or the thing gone. A reassurance told before it ("I told my midwife I was fine but I have a plan")
 * does not reach it.
 */
export function resolvedAfter(r: Reading, i: number): Status['resolved'] {
  for (let k = i; k < r.tokens.length; k++)
    if (proSaidFine(r, k) && !againAfter(r, k + 1) && !sentInAfter(r, k)) {
      const said = k;
      // The first reassurance of any kind wins: a check before the word said reaches first.
      const earlier = r.mentions.find(
        (m) =>
          (m.c === 'resolve' || m.c === 'strong') &&
          m.start >= i &&
          m.start < said &&
          resolutionCounts(r, m.start, m.end),
      );
      if (!earlier) return 'checked';
      break;
    }
  // ("brown spotting... gone by the evening. The midwife... checked me over on Wednesday, all fine": a sign gone and
  // then checked is checked, which also ends a bleed.)
  let found: Status['resolved'] = null;
  for (const m of r.mentions) {
    if ((m.c !== 'resolve' && m.c !== 'strong') || m.start < i || !resolutionCounts(r, m.start, m.end))
      continue;
    // ("temp 38.6, achy, breasts look fine": the breasts are fine, not the fever over.)
    if (ofAnotherSite(r, i, m.start)) continue;
    const [ra, rb] = sentenceRange(r, sentenceOf(r, m.start));
    // ("went in and they did the swab thing and it was negative": a test's result is a professional's check.)
    const tested = TESTED.test(span(r, ra, rb));
    if (anyIn(r, 'strong', ra, rb) || anyIn(r, 'pro', ra, rb) || tested) return 'checked';
    found = 'gone';
  }
  return found;
}

/** A test done, whose result a reassurance gives. */
const TESTED =
  /\b(?:swab|swabs|swabbed|tested|test came|test was|tests came|tests were|dipstick|dipped|amnisure|actim|ctg|prueba|pruebas|examen)\b/;

/** Words that put a check or an end still to come ("midwife said to check it twice a day": an instruction). */
const TO_COME =
  /\b(?:get|getting|gonna|going to|need to|needs to|want to|wanna|will|hope to|hoping to|trying to|should|must|have to|has to|said to|told (?:me|her|us) to|asked (?:me|her|us) to|advised (?:me|her|us) to|tengo que|voy a|quiero)\b/;

/** Spanish checks in the first person (accents folded): "lo revisé", "la chequeamos", "lo comprobé". */
const OWN_CHECK = /^(?:revise|revisamos|chequee|chequeamos|checamos|cheque|comprobe|comprobamos)$/;

/** Words that limit a reassurance to everything else ("otherwise all good", "apart from that fine"). */
const LIMITER = /^(?:otherwise|apart|other|besides|aside|except|else|rest)$/;
/** After "gone", words that still say the thing has gone ("gone now", "gone away"); "gone limp", "gone 10am" do not. */
const GONE_ENDS = /^(?:now|away|completely|since|again|totally|already|thankfully|off|down|by|today)$/;

const NOT_AN_END =
  /^(?:(?:had|taken|drunk|eaten|took|drank|ate) nothing|(?:cried|cries|peed|pees|weed|wees|pooed|poos|pooped|poops) normally)$/;
/** Whether a resolution named at token k counts: not denied, not limited, not a change ("gone red"), not undone later. */
function resolutionCounts(r: Reading, k: number, end: number): boolean {
  const t = r.tokens[k];
  // "I thought it was the way I'm lifting them": her explanation of the sign, not the sign gone; a medicine just
  // begun ("her first antibiotic an hour ago") is the cause of a sign now, not its end.
  if (explained(r, k) || medicineJustBegun(r, k)) return false;
  // "He tries the bottle but stops after a few sucks, too puffed to drink": the feed stopped, not the sign (H123).
  if (feedStopped(r, k, end) || todayNotOver(r, k, end)) return false;
  // ("it was just his face yesterday now it's his legs": where it was then, beside where it is now.)
  if (/^(?:was|is) (?:just|only)$/.test(span(r, k + 1, end)) && /\bnow\b/.test(span(r, end, end + 8)))
    return false;
  // ("which the health visitor said would be gone by now": expected to be over, not over, unless "and it has".)
  if (
    /\b(?:would|should|supposed to|meant to) (?:be|have|have been)$/.test(span(r, k - 3, k)) &&
    !/\band (?:it|she|he|they) (?:has|have|is|are|did|was)\b/.test(span(r, end, end + 8))
  )
    return false;
  // ("this isn't like my morning sickness, that went away at 14 wks", at 26 weeks: an end at an earlier week of the
  // pregnancy ended something else, not the sign told now.)
  const atWeek = /^\S+(?: \S+)? (?:at|around|about|by) (\d{1,2}) (?:weeks|wks|wk|w)\b/.exec(
    span(r, k, end + 4),
  );
  if (atWeek && r.stage !== 'postpartum' && r.week !== null && Number(atWeek[1]) < r.week - 2) return false;
  // "is it normal for newborns to run cold?" asks; it does not reassure ("fever then but fine now, any risks?" does).
  if (!t || ((r.read.questions.has(t.sent) || askedUnmarked(r, t.sent)) && asks(r, t.sent))) return false;
  // ("my first was born at 36 so maybe normal for me?": a guess asked, not a reassurance; H142.)
  if (r.read.questions.has(t.sent) && HEDGE.test(span(r, sentenceRange(r, t.sent)[0], k))) return false;
  for (let d = 1; d <= 4; d++) {
    const b = r.tokens[k - d];
    if (!b || b.sent !== t.sent) break;
    if (r.at[k - d]?.has('neg') || (d <= 3 && LIMITER.test(b.w))) return false;
  }
  // "ya pasó 3 veces esta noche": a count of times it has happened, not an end ("it has passed").
  if (
    /\bpas[oa]$/.test(span(r, k, end)) &&
    /^(?:(?:\d+|dos|tres|cuatro|cinco|seis|varias|muchas|otras) veces|otra vez)\b/.test(span(r, end, end + 2))
  )
    return false;
  // "has had nothing since his 6am bottle" (the sign lasting); "cried normally for his nappy change" (another thing).
  // ("I've felt nothing since breakfast": nothing felt is the baby not moving, not the sign gone.)
  if (
    NOT_AN_END.test(span(r, k - 1, k + 1)) ||
    /^(?:felt|feel|feeling|noticed) nothing$/.test(span(r, k - 1, k + 1))
  )
    return false;
  // "va bajando al pecho", "going down his legs": moving down the body (spreading), not going down (fading).
  if (
    /^(?:va |is |it is )?(?:bajando|baja|bajado|going down|gone down|goes down|moving down) (?:al|a la|hacia|hasta|por|to|towards|his|her|their|onto|into|the)\b/.test(
      span(r, k, end + 3),
    )
  )
    return false;
  // "doctor sahib had gone", "he's gone to work": someone who left, not the sign gone.
  if (
    t.w === 'gone' &&
    r.tokens
      .slice(Math.max(0, k - 3), k)
      .some(
        (x) =>
          x.sent === t.sent &&
          /^(?:he|they|doctor|doctors|nurse|midwife|husband|partner|dad|everyone)$/.test(x.w),
      )
  )
    return false;
  // "her stomach is paining her very well since yesterday": "very well" after a pain says how much, not that she is well.
  if (/^(?:very|so|really|proper)$/.test(r.tokens[k - 1]?.w ?? '') && anyIn(r, 'pain', k - 5, k))
    return false;
  // "going to get it sorted tomorrow", "need to get her checked": a check or an end still to come, not one had.
  const before = r.tokens.slice(Math.max(0, k - 5), k).filter((x) => x.clause === t.clause);
  if (TO_COME.test(before.map((x) => x.w).join(' ')) || checkAhead(r, k)) return false;
  // Someone's word or check reassures only when a professional gave it ("the midwife said it is newborn rash", not
  // "my friend said it is just the cervix", "she says it is from the epidural" or "checking her breathing").
  // ("She's saying it's probably nothing", "she keeps telling me she's fine": her own word, while the teller sees it.)
  if (
    /^(?:said|says|saying|say|insists|insisting|telling|check|checked|checking|checks)$/.test(t.w) &&
    byWhom(r, k) !== 'pro'
  )
    return false;
  // "lo revisé varias veces y está seco": her own check, in the first person, found the sign; it reassures no one.
  if (r.tokens.slice(k, end).some((x) => OWN_CHECK.test(x.w))) return false;
  // "lo reviso y está sequito": a check and what it found, told next to it, not a reassurance unless that is "bien".
  if (
    r.tokens.slice(k, end).some((x) => /^(?:reviso|revisaron|checaron|checo|chequeo)$/.test(x.w)) &&
    /^y (?:esta|sigue|estan|siguen) (?!bien|normal|perfect|todo)/.test(span(r, end, end + 4))
  )
    return false;
  // "it was fine last night", "totally fine this morning": how things were before, not how they are now.
  if (
    /^(?:was|were|looked|been|estaba|estuvo|estaban)$/.test(t.w) &&
    BEFORE.test(
      r.tokens
        .slice(end, end + 3)
        .map((x) => x.w)
        .join(' '),
    )
  )
    return false;
  // "Yesterday they were fine", "anoche estaba bien": the time said first, the same time gone by.
  // ("Weigh-in on Monday was fine" beside feeds short "since yesterday evening": a check from before it began.)
  const dated = before.map((x) => x.w).join(' ');
  if (
    /^(?:was|were|looked|been|estaba|estuvo|estaban)$/.test(t.w) &&
    (PAST_FIRST.test(dated) || (WEEKDAY_END.test(dated) && SINCE_RECENT.test(r.read.text)))
  )
    return false;
  // "me hicieron cesárea hace 3 semanas": the birth done to her, not a check of the sign.
  if (/^(?:hicieron|hizo)$/.test(r.tokens[end - 1]?.w ?? '') && PROCEDURE.test(span(r, end, end + 3)))
    return false;
  // "sent home early": discharged, not reassured about the sign.
  if (/^(?:early|too)$/.test(r.tokens[end]?.w ?? '')) return false;
  // A verb with an object does something else ("lifting the car seat", "settled him").
  if (
    end - k === 1 &&
    /^(?:the|a|an|my|his|our|your|this|that)$/.test(r.tokens[end]?.w ?? '') &&
    !/^(?:next|same|following|day|night)$/.test(r.tokens[end + 1]?.w ?? '')
  )
    return false;
  if (r.tokens[end - 1]?.w === 'gone') {
    const next = r.tokens[end];
    if (next && next.clause === r.tokens[end - 1]?.clause && !GONE_ENDS.test(next.w)) return false;
    // "it's gone down to his belly": moved further, not gone.
    if (
      /^(?:down|up|off)$/.test(next?.w ?? '') &&
      /^(?:to|into|onto|past|over|as)$/.test(r.tokens[end + 1]?.w ?? '')
    )
      return false;
  }
  // A check that sends her in, or the sign back again, undoes the reassurance.
  return !againAfter(r, k + 1) && !sentInAfter(r, k);
}

/** Whether a sentence opens as a question ("is it...", "should I...", "what..."). */
/** "Is that normal for a baby or do we need to do something" typed without its question mark: an inverted opening. */
function askedUnmarked(r: Reading, sent: number): boolean {
  const [a] = sentenceRange(r, sent);
  return /^(?:is|are|does|do|should|can) (?:that|this|it|these|those|they|we|she|he)$/.test(
    `${r.tokens[a]?.w ?? ''} ${r.tokens[a + 1]?.w ?? ''}`,
  );
}

const HEDGE =
  /\b(?:maybe|perhaps|probably|possibly|might be|could be|i guess|i suppose|surely|hopefully|quizas|tal vez)\b/;

function asks(r: Reading, sent: number): boolean {
  const first = r.tokens.find((x) => x.sent === sent)?.w ?? '';
  return /^(?:is|are|was|does|do|did|can|could|should|would|will|what|how|why|when|where|which|who|es|esta|puede|que|como|cuando)$/.test(
    first,
  );
}

// ("she was fine at dinner", "was fine an hour ago", "estaba bien anoche": a time gone by, not now; so is "my
// blood pressure was fine at the hospital", a reading at the birth, for a headache two weeks on; and "it was fine at
// my check on Tuesday" beside a wound red and oozing now: how it was at the check, not how it is.)
const BEFORE =
  /^(?:last night|last week|last month|the other day|the week before|at (?:the )?(?:hospital|birth|delivery|discharge|booking)|at (?:my|her|his|our|the) (?:check|checkup|appointment|review|visit|scan)|in (?:the )?hospital|when (?:i|we|she) (?:left|was discharged)|yesterday|earlier|before|this morning|this afternoon|this evening|tonight at|until|til|till|when (?:i|she|we|he) (?:went|got|left|woke|came)|at (?:bedtime|dinner|dinnertime|tea|teatime|lunch|lunchtime|breakfast|supper|\d)|over (?:dinner|lunch|breakfast|tea)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:an?|one|two|three|few|couple of|\d+) (?:hours?|hrs?|minutes?|mins?|days?) ago|a (?:while|bit|little|few hours) ago|the day before|anoche|ayer|esta manana|en la (?:cena|comida|manana)|hasta|hace (?:un rato|una hora|\d+))/;

const PROCEDURE =
  /^(?:(?:una|la|un|el) )?(?:cesarea|cesareas|episiotomia|induccion|parto|legrado|cerclaje|raspado|puntos)\b/;

const WEEKDAY_END = /\bon (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
const SINCE_RECENT = /\bsince (?:yesterday|last night|this morning|today|lunch|breakfast)\b/;
const PAST_FIRST =
  /^(?:yesterday|last night|the day before|until yesterday|till yesterday|ayer|anoche|hasta ayer|antier)\b|\b(?:yesterday|last night|ayer|anoche) (?:i|she|we|it|they|everything|all)$/;

/** Who said or checked at token k: the nearest professional or other person before it in its sentence. */
function byWhom(r: Reading, k: number): 'pro' | 'other' | null {
  const sent = r.tokens[k]?.sent;
  for (let j = k - 1; j >= 0 && r.tokens[j]?.sent === sent; j--) {
    if (r.at[j]?.has('pro')) return 'pro';
    // ("went to L&D last night ... they did a speculum and said": the staff where she went; iteration 47.)
    if (r.tokens[j]?.w === 'they' && herVisitBefore(r, j)) return 'pro';
    // ("the nurses had me lie down and checked me over": "me" is who was checked, not who checked.)
    if (r.tokens[j]?.w === 'me') continue;
    // ("came about the heavy bleeding i had, she pressed ... and said": "i had" names the sign, not who spoke.)
    if (r.tokens[j]?.w === 'i' && /^(?:had|have|got)$/.test(r.tokens[j + 1]?.w ?? '') && r.at[j - 1]?.size)
      continue;
    if (r.at[j]?.has('other') || r.at[j]?.has('self')) return 'other';
  }
  return null;
}

/** A professional's word, ending its sentence, that what she has is expected. */
const CAN_HAPPEN =
  /^(?:me |us |her )?(?:that )?(?:it|this|that|spotting|bleeding|a bit of bleeding) (?:can|does|may|might|often|sometimes|usually) happen(?: after(?: \w+){1,3})?$|^(?:me |us |her )?(?:that )?(?:it is|its|it was) (?:expected|to be expected)$|^(?:que )?(?:puede|suele) pasar$/;

/** What a professional names when it is nothing to worry about ("midwife said mongolian spot", "baby acne"). */
const BENIGN_FINDING =
  /^(?:viral|virus|normal|nothing|harmless|benign|birthmark|mongolian|milia|acne|stork|heat|cradle|newborn|erythema|colic|wind|reflux|common)$/;

/** A professional's word about a complaint in general ("morning sickness is normal", "sickness is common"). */
const GENERAL_WORD =
  /^(?:me |us |her |him )?(?:that )?(?:(?:morning|all day) sickness|sickness|being sick|nausea|throwing up|vomiting|las nauseas|los vomitos|el vomito)(?: in (?:pregnancy|early pregnancy|the first trimester))? (?:is|are|can be|es|son) (?:normal|common|normales|comun|comunes)\b/;
/**
 * What she sets against the word: "but this feels different", "but this is worse", and a change since it was said
 * ("said yellow is normal on day 3 but now it's more", "but today he is more yellow", "pero ahora es mas"; H125).
 */
const SET_AGAINST =
  /\b(?:but|pero) (?:(?:now|today|tonight|ahora|hoy) )?(?:this|this one|it|she|he|esto|ella|el) (?:feels|is|seems|looks|s|se siente|es|esta) (?:\w+ )?(?:different|worse|not normal|not the same|distinto|diferente|peor|spreading|(?:more|mas)(?= *$| (?:now|than|yellow|spread|amarillo)))\b/;

/** Words that date what was said to before now. */
const DATED = /\b(?:last|ago|before|earlier|yesterday|week|weeks|month)\b/;

/** A professional's word after it: "the midwife ... said levels are fine", "me dijeron q era un virus". */
export function proSaidFine(r: Reading, k: number): boolean {
  if (!/^(?:said|says|told|dijo|dijeron)$/.test(r.tokens[k]?.w ?? '') || byWhom(r, k) !== 'pro') return false;
  // ("doctor said morning sickness is normal but this feels different": a word about sickness in general, or one
  // she sets against what is happening now, is no check of this episode; H109.)
  if (GENERAL_WORD.test(span(r, k + 1, k + 9)) || SET_AGAINST.test(span(r, k + 1, r.tokens.length)))
    return false;
  // ("spotting after my cervix check... midwife told me it can happen.": what she has, said to be expected.)
  const [, end] = sentenceRange(r, sentenceOf(r, k));
  if (CAN_HAPPEN.test(span(r, k + 1, end))) return true;
  // (Up to seven words on, "said my womb is going down fine", when no date stands between: "said last week both
  // are growing well" is a check before the sign, H54.)
  for (let j = k + 1; j < Math.min(r.tokens.length, k + 8) && r.tokens[j]?.sent === r.tokens[k]?.sent; j++)
    if (r.at[j]?.has('neg')) return false;
    else if (j >= k + 6 && DATED.test(span(r, k + 1, j))) return false;
    else if (r.at[j]?.has('fine') || BENIGN_FINDING.test(r.tokens[j]?.w ?? '')) return true;
  return false;
}
