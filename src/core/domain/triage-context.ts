/**
 * What surrounds a concept (docs/clinical-safety.md, "Who, when, and whether"): whether it is negated ("no
 * bleeding", "hands and feet are fine", "dizzy? no"), who it is about (her, written by herself or by a partner,
 * her mother or a friend in the present; her baby; someone else's story; an older child), whether it is over
 * (checked by a midwife or doctor, gone, or long ago) and whether the sentence is a question about signs
 * rather than a report (who it is about is in triage-subject.ts). Pure; read by the rules (triage-rules-*.ts)
 * and by the decision (triage.ts).
 */
import { measureAsked } from './triage-measure-asked.ts';
import { thingGoneBlack } from './triage-thing-black.ts';
import { askedAhead } from './triage-procedure-ahead.ts';
import { toldAfterCase, toldAfterFear } from './triage-fear-told.ts';
import { type Concept, tagConcepts } from './triage-lexicon.ts';
import { readNumbers, surroundings } from './triage-numbers.ts';
import { resolvedAfter } from './triage-resolution.ts';
import { stillNow, turnsToNow } from './triage-resolution-again.ts';
import { notPast } from './triage-context-dated.ts';
import { explains } from './triage-explained.ts';
import {
  advice,
  fearedSight,
  HYPOTHETICAL,
  OWN_CAUSE,
  planning,
  PRESENT_REPORT,
  QUESTION,
  toldBeforeAsking,
} from './triage-hearsay.ts';
import { toldAfterFrame } from './triage-frame-told.ts';
import { readText } from './triage-text.ts';
import {
  clauseBefore,
  COT,
  HOT_THING,
  HUNG_FROM,
  HUNG_THING,
  MILK_BEFORE,
  THING_HANGING,
  WHITE_THING,
  YELLOW_THING,
} from './triage-context-words.ts';
import { negated } from './triage-context-negation.ts';
import {
  memoised,
  type Reading,
  sentenceOf,
  sentenceRange,
  sentenceText,
  type Stage,
  type Status,
} from './triage-reading.ts';
import { notAWound } from './triage-weeping.ts';

// The rules read the message through this file; the reading itself is in triage-reading.ts, negation in
// triage-context-negation.ts.
export * from './triage-reading.ts';
export { negated } from './triage-context-negation.ts';

function hungThing(tokens: readonly { w: string }[], start: number, end: number): boolean {
  if (end - start !== 1) return false;
  const words = (a: number, b: number) =>
    tokens
      .slice(Math.max(0, a), b)
      .map((t) => t.w)
      .join(' ');
  // ("a cloth cradle hanging from the roof": the roof a thing hangs from, when that hanging is a thing's; Q38.)
  if (HUNG_FROM.test(tokens[start]?.w ?? '')) {
    const k = [start - 2, start - 3, start - 4].find((j) =>
      /^(?:hang|hangs|hanging|hung)$/.test(tokens[j]?.w ?? ''),
    );
    return k !== undefined && /^(?:from|off|on) /.test(words(k + 1, start)) && hungThing(tokens, k, k + 1);
  }
  if (!/^(?:hang|hangs|hanging|hung)$/.test(tokens[start]?.w ?? '')) return false;
  if (/^(?:myself|herself|me|her|him|himself|themselves)\b/.test(words(end, end + 1))) return false;
  return HUNG_THING.test(words(end, end + 3)) || THING_HANGING.test(words(start - 4, start));
}

/** "hot water compress", "a hot cloth" on the cord or the scar: a hot thing, not skin that is hot (Q38). */
const hotThing = (tokens: readonly { w: string }[], m: { c: string; start: number }) =>
  (m.c === 'infected' || m.c === 'legSign') &&
  tokens[m.start]?.w === 'hot' &&
  HOT_THING.test(
    tokens
      .slice(m.start + 1, m.start + 3)
      .map((t) => t.w)
      .join(' '),
  );

/** ("la caca ... es amarilla como mostaza": the colour of a breastfed baby's poo named before it, H112; not "skin
 * yellow like mustard".) */
function stoolColour(
  tokens: readonly { w: string; sent: number }[],
  tagged: readonly { c: string; start: number }[],
  m: { c: string; start: number; end: number },
): boolean {
  if (
    m.c !== 'jaundice' ||
    !/^(?:like|como) (?:mustard|mostaza)$/.test(`${tokens[m.end]?.w ?? ''} ${tokens[m.end + 1]?.w ?? ''}`)
  )
    return false;
  const sent = tokens[m.start]?.sent;
  return tagged.some((t) => t.c === 'stool' && t.start < m.start && tokens[t.start]?.sent === sent);
}

/**
 * "my mate said squeeze them, I'm not going to": "not going to" says what she will not do, not a mark that does
 * not go or a pain that will not go, unless "go away" or "fade" follows.
 */
function goingTo(tokens: readonly { w: string }[], m: { c: string; start: number; end: number }): boolean {
  if (m.c !== 'notFade' && m.c !== 'persist') return false;
  if (!/^(?:going|go)$/.test(tokens[m.end - 1]?.w ?? '') || tokens[m.end]?.w !== 'to') return false;
  return !/^(?:go|fade|disappear|shift|stop|clear|get better)\b/.test(
    tokens
      .slice(m.end + 1, m.end + 3)
      .map((t) => t.w)
      .join(' '),
  );
}

/**
 * The message as triage reads it. `tagalog` false reads Tagalog words as typed, as the learned net was trained
 * to read every message (triage-tagalog.ts: only the rules hear the Tagalog glosses).
 */
export function readMessage(message: string, stage: Stage, week: number | null, tagalog = true): Reading {
  const read = readText(message, tagalog);
  // ("her room gets to about 22 degrees": the room's degrees, not a body's, for the rules and the net alike.)
  // ("that yellow stuff coming out" of her breast: colostrum, a thing that is yellow, not a baby's yellow skin.)
  const tagged = tagConcepts(read);
  // ("my c-section wound is ten days old": the wound's age, not the baby's.)
  const woundAge = (m: { c: string; start: number }) =>
    m.c === 'baby' &&
    read.tokens[m.start + 1]?.w === 'old' &&
    tagged.some((w) => w.c === 'wound' && w.end <= m.start && m.start - w.end <= 3);
  const mentions = tagged.filter(
    (m) =>
      !woundAge(m) &&
      (m.c !== 'temperature' || !surroundings(read.tokens, m.start)) &&
      (m.c !== 'jaundice' ||
        (!YELLOW_THING.test(`${read.tokens[m.end]?.w ?? ''} ${read.tokens[m.end + 1]?.w ?? ''}`) &&
          !MILK_BEFORE.test(clauseBefore(read.tokens, m.start, 6)))) &&
      !stoolColour(read.tokens, tagged, m) &&
      ((m.c !== 'blue' && m.c !== 'paleStool') ||
        (!WHITE_THING.test(read.tokens[m.end]?.w ?? '') &&
          // ("skin pink, eyes white": the whites of the eyes, clear of yellow; H113.)
          !/^(?:eyes|eye)$/.test(read.tokens[m.start - 1]?.w ?? ''))) &&
      !hungThing(read.tokens, m.start, m.end) &&
      !hotThing(read.tokens, m) &&
      !notAWound(read.tokens, m) &&
      !thingGoneBlack(read.tokens, m) &&
      !goingTo(read.tokens, m) &&
      // ("will that affect the baby's cot death risk": cot death, SIDS, a risk named, not dying; AH75.)
      (m.c !== 'end' || !COT.test(read.tokens[m.start - 1]?.w ?? '')),
  );
  const at = read.tokens.map(() => new Set<Concept>());
  for (const m of mentions) for (let i = m.start; i < m.end; i++) at[i]?.add(m.c);
  const numbers = readNumbers(read.tokens);
  const w = stage === 'pregnant' ? (week ?? numbers.week) : week;
  return { read, tokens: read.tokens, mentions, at, numbers, stage, week: w, memo: new Map() };
}

/** The status of a concept at token i. */
const LIST_OF_SIGNS =
  /\b(?:went through (?:the|a) list|(?:gave|given|handed) (?:us|me) (?:a|the) list|the list (?:of|is|was|says)|(?<!\b(?:like|as|how) )(?:my|the|our|a) (?:note|notes|fridge note|leaflet|card|sheet|list) (?:says|said|on the fridge)|ring (?:triage|the unit|the ward|the hospital|maternity|us|them|straight away|immediately) (?:for|if)|call (?:triage|the unit|the ward|us|them|straight away|immediately) (?:for|if)|reasons to (?:ring|call))\b/;

export function statusAt(r: Reading, i: number, end = i + 1): Status {
  const sent = sentenceOf(r, i);
  const st = memoised(r, `t:${String(sent)}`, () => sentenceStatus(r, sent));
  return {
    ...st,
    question:
      (st.question && !toldBeforeAsking(r, i) && !toldAfterFrame(r, i) && !toldAfterCase(r, i)) ||
      advice(r, i, end) ||
      measureAsked(r, i),
    history:
      st.history &&
      !turnsToNow(r, i) &&
      !(st.byGestation && BLEEDING.some((c) => r.at[i]?.has(c)) && !negated(r, i, end)),
    imagined: (st.imagined && !toldAfterFear(r, i) && !toldAfterCase(r, i)) || fearedSight(r, i),
    resolved: memoised(r, `r:${String(i)}`, () => resolvedAfter(r, i)),
    negated: negated(r, i, end),
  };
}

const BLEEDING = ['bleed', 'spotting', 'heavy', 'clot'] as const;

/** An event dated in her life, not this pregnancy: a year, an age, her childhood or school ("a fit at 19, never again"). */
const LIFE_DATED =
  /\b(?:in (?:19|20)\d\d|back in (?:19|20)\d\d|(?<!\b(?:since|from|desde|till|until) )(?:19[5-9]\d|200\d|201\d)(?! (?:ml|mg|g|grams|kcal|calories|steps|mcg|iu|units))|(?<!\b(?:born|came|arrived|delivered|induced) )(?:at|aged|age) (?:1\d|2\d|3\d)(?![\d.]|\/40)(?! (?:weeks|wks|days|months|hours|minutes|am|pm|o|oclock|this|tonight|today|last|semanas|dias|horas|and|ish|mins|min))|when i was (?:1\d|2\d|3\d|a (?:kid|child|teen|teenager|toddler|baby|little girl))|as a (?:toddler|child|kid|teen|teenager|baby|little girl)|in my (?:teens|twenties|20 s|late teens|early twenties)|(?<!\b(?:dropped|drop|dropping|took|picked|collected|walked) (?:\w+ ){0,3})(?:at|in|back at) (?:school|uni|university|college|high school)|\d+ (?:years|yrs|yr|year) (?:ago|back)|de (?:nina|chiquita|adolescente|joven)|hace (?:\d+|unos|muchos|varios|dos|tres|cuatro|cinco) anos|cuando (?:yo )?(?:era|tenia) (?:nina|chica|bebe|pequena|chiquita|\d+))\b/;

/** Everything of a status that belongs to its sentence (negation belongs to the concept). */
function sentenceStatus(r: Reading, sent: number): Status {
  const [a, b] = sentenceRange(r, sent);
  const s = sentenceText(r, sent);
  const priorWeek =
    /\b(?:at|a las|en la semana) (?:like |about |around )?(\d{1,2}) (?:weeks|wks|semanas)\b/.exec(s);
  const historyHere = r.mentions.some(
    (m) => m.c === 'history' && m.start >= a && m.start < b && !notPast(r, m, a, b),
  );
  // ("with my first I had a bleed at 30 weeks and it's happening again": back now, whenever it was before.)
  const back = r.mentions.some((m) => m.c === 'again' && m.start >= a && m.start < b && stillNow(r, m));
  const history =
    (historyHere && !back) ||
    (priorWeek !== null &&
      r.stage === 'pregnant' &&
      r.week !== null &&
      Number(priorWeek[1]) < r.week - 1 &&
      !back) ||
    // ("she just fainted in the lunch queue at college": a place she is at now, not her schooldays.)
    (LIFE_DATED.test(s) && !PRESENT_REPORT.test(s) && !/\b(?:i|she|we) (?:have |has )?just\b/.test(s));
  // "a small PV bleed at 30+1": a gestation, not her age at 30 (a bleed told so is now: statusAt).
  const byGestation =
    history &&
    !historyHere &&
    priorWeek === null &&
    !LIFE_DATED.test(s.replace(/\b(?:at|aged|age) \d\d\+\d\b/g, ''));
  // A question about what may happen ("will I faint in labour?", "can you get pre-eclampsia after the birth?")
  // reports nothing; a question that carries a report now ("is it normal to bleed this much since lunch?") does.
  // ("why would I get pain just under my right ribs?": asking the cause of what she has now is having it.)
  const wondering =
    r.read.questions.has(sent) &&
    HYPOTHETICAL.test(s) &&
    !(OWN_CAUSE.test(s) && !/\b(?:in|during|while in) (?:pregnancy|general)\b|\bis it common\b/.test(s));
  const question = (QUESTION.test(s) || wondering) && !PRESENT_REPORT.test(s);
  // Pictured or feared, not happening: "I keep picturing...", "worrying he'll stop breathing".
  // ("I thought it was just indigestion but now it's going up into my jaw": a belief taken back by what happens.)
  // ("woke up thinking I'd wet myself but it keeps happening": the same, told of a sign that goes on.)
  // ("I thought I peed myself... but I changed my knickers and an hour later they're wet again": it goes on.)
  const corrected =
    /\b(?:i thought|thinking)\b.{0,60}\bbut (?:now|then|it|today|tonight|this|since|last night)\b/.test(s) ||
    /\b(?:i thought|thinking)\b.{0,60}\bbut\b.{0,80}\b(?:wet|soaked|damp) again\b/.test(s) ||
    /\bfor when\b.{0,60}\bbut (?:they|it|she|my|her|now)\b/.test(s);
  // "thought my waters went but it was just wee": a belief corrected by what it turned out to be.
  const mistaken =
    /\b(?:thought|think|thinking)\b.{0,50}\b(?:but|turns out|turned out)\b.{0,12}\b(?:just|only|actually)\b/.test(
      s,
    ) && !/\b(?:just|only) (?:started|begun|now|a|the start)\b/.test(s);
  const imagined =
    mistaken ||
    planning(r, sent, s) ||
    askedAhead(r, sent, s) ||
    // ("si alguna vez se me rompe la fuente en el trabajo", "if my waters ever go at work": a case to come; so is
    // "a towel on the car seat for when my water breaks".)
    (/\b(?:picturing|imagining|i keep picturing|what if|in case|for when (?:my|her|the|our) \w+ (?:break|breaks|go|goes|come|comes|start|starts)|the (?:idea|thought) of (?:my|her|the)|thinking i|thinking id|thought i had|i thought|si alguna vez|si algun dia|en caso de que|if ever|if (?:\w+ ){1,3}ever)\b/.test(
      s,
    ) &&
      !corrected &&
      !explains(s)) ||
    // (Not a fear of not noticing, "scared I'll miss a fever, she's 10 days old and burning hot": her noticing is
    // feared, not the sign; iteration 46.)
    /\b(?:worr(?:y|ying|ied)|scared|afraid|terrified|frightened|paranoid|fears?|anxious|panic)\b.{0,40}\b(?:will|might|would|could|going to)\b(?! (?:not )?(?:miss|notice|spot|overlook)\b)/.test(
      s,
    ) ||
    // A dream's content ("a horrible dream that the baby stopped moving") is not a report.
    // ("dreamt my waters broke in the middle of Aldi": the verb of dreaming says so without "that".)
    (/\b(?:(?:dream|nightmare) (?:that|about|where|of)|dreamt|dreamed|dreaming|sonado|sone)\b/.test(s) &&
      !/\b(?:really|actually|for real|and now|but now)\b/.test(s) &&
      !PRESENT_REPORT.test(s)) ||
    // A list of when to ring, from a class, a leaflet or her own note ("they went through the list: bleeding,
    // waters... and to ring straight away if any of it happens", "my note says ring triage for: bleeding...").
    (LIST_OF_SIGNS.test(s) && !PRESENT_REPORT.test(s)) ||
    // What a professional said she might get after a procedure ("said I might get some spotting after"); or the
    // baby after the jabs ("they said she might run a fever": a forecast, iteration 47), unless
    // a "but" or "now" after it tells what is happening ("said he might run a fever but he's burning up").
    (/\b(?:said|says|told me|told us|warned me|warned us) (?:that )?(?:i|you|she|he|we|they|baby|the baby|babies) (?:might|may|could|would|will|can|is likely to|are likely to) (?:get|have|see|notice|feel|run|develop|spike|be|go)\b(?!.*\b(?:but|now|though|however|already)\b)/.test(
      s,
    ) &&
      !PRESENT_REPORT.test(s)) ||
    // Told what to watch for: "the midwife said to look out for blurred vision", "que este atenta a la vista borrosa".
    /\b(?:(?:told|said|asked) (?:me|us|her) to (?:watch|look) (?:out )?for|to (?:watch|look) out for|keep an eye out for|(?:este|estar|estemos|estuviera) (?:atenta|atento|pendiente|pendientes) (?:a|de))\b/.test(
      s,
    );
  return { negated: false, resolved: null, history, question, imagined, byGestation };
}
