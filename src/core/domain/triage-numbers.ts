/**
 * Numbers with their units, read where the catalogue has thresholds (docs/clinical-safety.md, "Numbers"):
 * temperatures in C or F (38 C / 100.4 F and over is a fever; under 36 C is a newborn emergency), blood
 * pressure pairs and halves ("163/111", "167 over 104", "bottom number 110": 160 or 110 and over is severe),
 * a heart rate on a watch, minutes between contractions, hours without a feed or a wet nappy (also from two
 * clock times: "since 9 last night ... it's 6 now"), a baby's age in hours, days or weeks, how long a low mood
 * has lasted, amounts of milk against the usual, small counts of kicks. English and Spanish number words.
 */
import {
  ageSaid,
  clockHour,
  DAY,
  HOUR,
  MINUTE,
  MONTH,
  NOT_TEMP_UNIT,
  num,
  surroundings,
  TEMP_CONTEXT,
  WEEK,
} from './triage-number-words.ts';
import { type NumberFacts, ORDINAL_PAD } from './triage-number-facts.ts';
import { onceAsWhen } from './triage-number-once.ts';
import { readClockSpans } from './triage-number-clocks.ts';
import { readPressures } from './triage-numbers-bp.ts';

export type { NumberFacts } from './triage-number-facts.ts';
export { surroundings } from './triage-number-words.ts';
import type { Token } from './triage-text.ts';
import { bottlesPrepared, oftenOfOther } from './triage-number-counted.ts';
/** Someone who is an age ("baby is about", "she's nearly", "I'm almost"), not "it's about": no span. */
const AGE_IS = /(?:^|\b(?!it\b)\w+ )(?:is|s|m|am|be|turns|turn|reaches|at)$/;
/** "is that normal for 32 weeks?": her week, not a span. */
const GOOD_FOR =
  /^(?:normal|ok|okay|usual|common|fine|right|good|high|low|big|small|safe|bad|typical|expected|healthy)$/;

/** A message that gives milk by volume. */
const MILK = /\b(?:\d+ ?(?:ml|oz)|ounces?|onzas)\b/;

const HEART = /\b(?:watch|pulse|rate|bpm|heart|beats|pulso|ppm|fc|frecuencia|latidos)\b/;
/** A pulse, then only words of where it stands or will not go, up to the figure: "pulse won't go below", "heart rate
 * is still stuck at about", "hr keeps staying over". */
const LEVEL_GAP =
  /\b(?:pulse|heart ?rate|hr|resting rate|pulso|frecuencia)(?: (?:won|wont|will|t|not|isn|isnt|doesn|doesnt|is|s|has|been|keeps?|keeping|still|just|go|going|goes|come|coming|comes|get|getting|gets|down|back|stay|stays|staying|stuck|sitting|sat|hovering|hovers|at|around|about|over|above|under|below|past|from|higher|lower|than|like|was|always|constantly|and)){2,6}$/;

/** Words before an amount that make it the usual one ("siempre se toma 4 onzas"). */
const USUAL_AMOUNT =
  /^(?:usually|normally|usual|always|instead|normalmente|usualmente|siempre|vez|downs|takes|has)$/;

export function readNumbers(tokens: Token[]): NumberFacts {
  const f: NumberFacts = {
    tempsC: [],
    bp: readPressures(tokens),
    heartRates: [],
    intervals: [],
    hours: null,
    babyAgeDays: null,
    babyAgeSents: [],
    ageHours: null,
    week: null,
    daysSinceBirth: null,
    spanDays: null,
    spans: [],
    withinHour: new Set(),
    feedRatio: null,
    smallCounts: [],
    times: [],
    sinceClock: false,
    feeds: null,
    padsPerHour: null,
    sinceWeek: null,
    lastClock: null,
  };
  let pads: number | null = null;
  const w = (i: number) => tokens[i]?.w ?? '';
  const max = (a: number | null, b: number) => (a === null ? b : Math.max(a, b));
  const amounts: { v: number; usual: boolean }[] = [];
  const clocks: number[] = [];
  const clockAts: number[] = [];
  let yesterdayFirst = false;
  let firstClock: number | null = null;
  let lastClockAt = -2;
  tokens.forEach((t, i) => {
    if (/^\d{1,3}\/\d{1,3}$/.test(t.w)) return;
    // "the third maxi pad since midnight": a pad counted by its order.
    const nth = ORDINAL_PAD[t.w];
    if (nth && tokens.slice(i + 1, i + 4).some((x) => /^(?:pad|pads|towel|compresa|toalla)$/.test(x.w)))
      pads = Math.max(pads ?? 0, nth);
    // "since midnight", "desde la medianoche": a clock time without a figure.
    if (/^(?:midnight|medianoche)$/.test(t.w)) {
      if (/^(?:since|desde|from|la)$/.test(w(i - 1))) f.sinceClock = true;
      if (firstClock === null) firstClock = i;
      clocks.push(0);
      clockAts.push(i);
      return;
    }
    const v = num(t.w);
    if (v === null) return;
    const next = w(i + 1);
    const before = [w(i - 1), w(i - 2), w(i - 3), w(i - 4)];
    const isDigit = /^\d/.test(t.w);
    // Temperature.
    const unitC = /^(?:c|celsius|centigrade|degrees|grados)$/.test(next);
    const unitF = /^(?:f|fahrenheit)$/.test(next);
    const ctx =
      before.some((b) => TEMP_CONTEXT.test(b)) || TEMP_CONTEXT.test(w(i + 2)) || TEMP_CONTEXT.test(next);
    const decimal = t.w.includes('.');
    if (isDigit && !NOT_TEMP_UNIT.test(next) && !/^(?:over|\/)$/.test(next) && !surroundings(tokens, i)) {
      if ((unitF || ctx || decimal) && v >= 93 && v <= 108) f.tempsC.push({ c: (v - 32) / 1.8, at: i });
      else if ((unitC || ctx || decimal) && v >= 34 && v <= 43) f.tempsC.push({ c: v, at: i });
    }
    // Heart rate on a watch or pulse ("hr 140" is read as "hour" by the spelling, but no hour is in the hundreds).
    const pulse =
      HEART.test(before.join(' ')) ||
      // ("my pulse won't go below 130", "heart rate will not come down from 140": the rate's level told further back.)
      LEVEL_GAP.test(
        tokens
          .slice(Math.max(0, i - 8), i)
          .map((x) => x.w)
          .join(' '),
      ) ||
      /^(?:bpm|ppm)$/.test(next) ||
      // ("after lunch 1 hr 132": a sugar an hour after a meal, not a pulse.)
      (w(i - 1) === 'hour' && v >= 100 && !/^\d/.test(w(i - 2)));
    if (isDigit && v >= 90 && v <= 230 && pulse) f.heartRates.push({ v, at: i });
    // Intervals: "every 6 to 7 minutes", "10 minutes apart", "cada 7 minutos".
    // (Not "pee every 10 minutes", triage-number-counted.ts.)
    if (
      /^(?:every|cada)$/.test(w(i - 1)) &&
      (MINUTE.test(next) || (/^(?:to|or|o|a)$/.test(next) && MINUTE.test(w(i + 3)))) &&
      !oftenOfOther(tokens, i)
    )
      f.intervals.push(v);
    if (MINUTE.test(next) && /^(?:apart|between)$/.test(w(i + 2))) f.intervals.push(v);
    // Spans of hours; "8 and a half hours ago".
    if (HOUR.test(next) && v >= 1) f.hours = max(f.hours, v);
    if (next === 'and' && w(i + 2) === 'a' && w(i + 3) === 'half' && HOUR.test(w(i + 4)) && v >= 1)
      f.hours = max(f.hours, v + 0.5);
    // An hour or less.
    if ((HOUR.test(next) && v <= 1) || (MINUTE.test(next) && v <= 60)) f.withinHour.add(t.sent);
    // An age in hours: the youngest one said dates what began then.
    if (HOUR.test(next) && /^(?:old|de nacid|de vida)/.test(`${w(i + 2)} ${w(i + 3)}`))
      f.ageHours = f.ageHours === null ? v : Math.min(f.ageHours, v);
    // ("4 mo has a cold": a baby's age in months said as "mo".)
    if (/^(?:mo|mos)$/.test(next) && /^(?:has|is|old|baby|boy|girl|with)$/.test(w(i + 2)))
      f.babyAgeDays = v * 30;
    // Ages and weeks.
    if ((DAY.test(next) || WEEK.test(next) || MONTH.test(next)) && Number.isFinite(v)) {
      const days = DAY.test(next) ? v : WEEK.test(next) ? v * 7 : v * 30;
      const after = `${w(i + 2)} ${w(i + 3)} ${w(i + 4)}`;
      if (/^(?:old|de nacid|de nacido|de nacida)/.test(after)) f.babyAgeDays = days;
      if (days < 91 && !MONTH.test(next) && ageSaid(tokens, i)) f.babyAgeSents.push(t.sent);
      else if (
        /^(?:postpartum|pp|after(?! (?:ivf|icsi|fiv|transfer|the transfer|my transfer|embryo|conception|lmp|my lmp|my last))|since the birth|post|de parida|del parto|despues del parto)/.test(
          after,
        )
      )
        f.daysSinceBirth = days;
      else if (
        WEEK.test(next) &&
        v >= 4 &&
        v <= 43 &&
        /^(?:pregnant|along|de embarazo|embarazada|\+)/.test(after)
      )
        f.week = v;
      else if (
        (/^(?:for|of|been|about|like|nearly|over|almost|past|solid)$/.test(w(i - 1)) &&
          !(w(i - 1) === 'for' && GOOD_FOR.test(w(i - 2))) &&
          // ("when baby is about 4 months", "I'm nearly 30 weeks": an age or her week, not a span; Q38.)
          !(
            /^(?:about|like|nearly|over|almost)$/.test(w(i - 1)) && AGE_IS.test(`${w(i - 3)} ${w(i - 2)}`)
          )) ||
        // ("I'm 30 weeks now", "at 10 weeks. now...": her week, the baby's age or a point in time, not a duration.)
        (/^(?:now|of|ish|straight|running)\b/.test(after) &&
          !(/^(?:am|is|are|s|m|at)$/.test(w(i - 1)) && w(i - 2) !== 'it'))
      ) {
        f.spanDays = max(f.spanDays, days);
        f.spans.push({ days, sent: t.sent });
      }
    }
    if (/^\d+\+\d$/.test(t.w)) f.week = Number(t.w.split('+')[0]);
    if (w(i - 1) === 'day' && /^\d+$/.test(t.w) && v <= 60) f.daysSinceBirth = f.daysSinceBirth ?? v;
    // Milk: "2 oz", "40 ml"; "usually 5", "normally downs 5", "instead of 4", "when normally he finishes 90" and
    // "en vez de 100" in a message that gives milk in ml or oz.
    const usualBefore =
      MILK.test(tokens.map((x) => x.w).join(' ')) &&
      !HOUR.test(next) &&
      !MINUTE.test(next) &&
      (/^(?:usually|normally|normalmente|usualmente)$/.test(w(i - 3)) ||
        (w(i - 1) === 'de' && /^(?:vez|lugar)$/.test(w(i - 2))));
    if (
      isDigit &&
      (/^(?:oz|ounce|ounces|ml|mls|onza|onzas)$/.test(next) ||
        /^(?:usually|normally|usual|instead|of|normalmente)$/.test(w(i - 1)) ||
        /^(?:usually|normally)$/.test(w(i - 2)) ||
        usualBefore)
    ) {
      const usual = before.slice(0, 3).some((b) => USUAL_AMOUNT.test(b));
      amounts.push({ v, usual });
    }
    // Small counts next to kicks ("few times per day" is how often; Patois "baby a kick" is kicking, not one kick).
    const often =
      (next === 'times' && /^(?:per|a|an|each|every|al|por)$/.test(w(i + 2))) ||
      (t.w === 'a' && /^(?:baby|he|she|him|it)$/.test(w(i - 1))) ||
      // (Spanish "me va a matar a patadas": "a patadas" is by kicking, not one kick.)
      (t.w === 'a' && next === 'patadas');
    if (v <= 5 && /^(?:kick|kicks|pokes|flutters|movements|wiggles|times|patadas)$/.test(next) && !often)
      f.smallCounts.push(v);
    if (
      v <= 5 &&
      /^(?:little|tiny|small|weak)$/.test(next) &&
      /^(?:kicks|pokes|flutters|wiggles)$/.test(w(i + 2))
    )
      f.smallCounts.push(v);
    if (next === 'times' || next === 'veces') f.times.push(v);
    // "changed pad three times in this last three hours": a pad counted by how often it was changed.
    if (
      (next === 'times' || next === 'veces') &&
      v <= 20 &&
      tokens.slice(Math.max(0, i - 4), i).some((x) => /^(?:pad|pads|towel|compresa|toalla)$/.test(x.w))
    )
      pads = Math.max(pads ?? 0, v);
    // Pads counted: "4 pads", "3 of the big maternity pads", "two towels".
    if (
      v >= 1 &&
      v <= 20 &&
      tokens.slice(i + 1, i + 6).some((x) => /^(?:pads|towels|compresas|toallas)$/.test(x.w))
    )
      pads = Math.max(pads ?? 0, v);
    if (
      /^(?:week|semana)$/.test(w(i - 1)) &&
      /^(?:since|desde)$/.test(w(i - 2) === 'about' ? w(i - 3) : w(i - 2))
    )
      f.sinceWeek = v;
    // "ever since my 22 week scan": the week of a check she dates it from.
    if (
      WEEK.test(next) &&
      /^(?:scan|appointment|check|checkup|visit|mark|ultrasound|ecografia)$/.test(w(i + 2)) &&
      /^(?:my|the|her)$/.test(w(i - 1)) &&
      /^(?:since|desde)$/.test(w(i - 2))
    )
      f.sinceWeek = v;
    // "since she was born 5 weeks ago": a span from then to now.
    if (
      (WEEK.test(next) || DAY.test(next)) &&
      w(i + 2) === 'ago' &&
      tokens.slice(Math.max(0, i - 6), i).some((x) => x.w === 'since')
    ) {
      f.spanDays = max(f.spanDays, WEEK.test(next) ? v * 7 : v);
      f.spans.push({ days: WEEK.test(next) ? v * 7 : v, sent: t.sent });
    }
    // Feeds counted: "only had 2 feeds today", "solo 2 tomas"; "fed once" ("every 3 hours for a feed": a rhythm).
    if (t.w === 'once' && /^(?:fed|feed|fed him|fed her|eaten|drunk)$/.test(w(i - 1))) f.feeds = 1;
    const rhythm = /^(?:for|para)$/.test(w(i - 1)) && /^(?:hours|hrs|horas|h)$/.test(w(i - 2));
    // ("so hubby can do a feed": an article, not a count, unless "only a feed".)
    const article = /^(?:a|an|un|una)$/.test(t.w) && !/^(?:only|just|solo)$/.test(w(i - 1));
    // (Not "mix a few bottles in the morning", triage-number-counted.ts.)
    const feedsNext = /^(?:feeds|feed|bottles|tomas|biberones)$/.test(next);
    if (v <= 4 && feedsNext && !rhythm && !article && !bottlesPrepared(tokens, i))
      f.feeds = Math.min(f.feeds ?? v, v);
    // Clock times.
    const h = clockHour(tokens, i);
    if (h !== null) {
      if (/^(?:since|desde|from)$/.test(w(i - 1)) || (w(i - 1) === 'las' && w(i - 2) === 'desde'))
        f.sinceClock = true;
      if (
        !clocks.length &&
        /\b(?:yesterday|last night|ayer|anoche)\b/.test(
          `${before.join(' ')} ${w(i + 1)} ${w(i + 2)} ${w(i + 3)}`,
        )
      )
        yesterdayFirst = true;
      if (firstClock === null) firstClock = i;
      lastClockAt = i;
      clocks.push(h);
      clockAts.push(i);
    }
  });
  if (
    // ("kicks on both sides at once" says when, not how many.)
    // ("for that to happen once and then be fine": a thing that happened, not kicks counted.)
    // ("fine once i sit down": "once" as "when" is no count, triage-number-once.ts.)
    tokens.some(
      (t, i) =>
        (t.w === 'twice' || t.w === 'once') &&
        w(i - 1) !== 'at' &&
        !/^(?:happen|happened|happens|happening)$/.test(w(i - 1)) &&
        !onceAsWhen(tokens, i),
    ) &&
    /\b(?:kick\w*|moved|movements?|wriggl\w*|flutters?)\b/.test(tokens.map((t) => t.w).join(' '))
  )
    f.smallCounts.push(2);
  readClockSpans(tokens, { clocks, clockAts, firstClock, lastClockAt, yesterdayFirst }, f);
  // With an amount in ounces or ml said, a small number after "only", "about" or "no pasa de" is the amount now.
  if (amounts.length)
    tokens.forEach((t, i) => {
      const v = num(t.w);
      if (
        v !== null &&
        v <= 60 &&
        /^\d/.test(t.w) &&
        [w(i - 1), w(i - 2), w(i - 3)].some((x) =>
          /^(?:only|just|about|maybe|barely|managing|manages|managed|de|solo|apenas)$/.test(x),
        )
      )
        if (!amounts.some((a) => a.v === v)) amounts.push({ v, usual: false });
    });
  // (Pads an hour at the hour's precision: "the third pad since midnight, it's quarter past 3" is one an hour.)
  if (pads !== null && f.hours !== null && f.hours > 0)
    f.padsPerHour = pads / (f.hours >= 1 ? Math.round(f.hours) : f.hours);
  // ("soaked through a maternity pad at 1:05, 2:00 and now 2:55": a pad at each time listed, one each interval.)
  const listed = tokens.filter((t, i) => /^\d{1,2}$/.test(t.w) && /^[0-5]\d$/.test(w(i + 1))).length;
  const soaked = /\b(?:soaked|soaking|filled|through) (?:\w+ ){0,3}(?:pad|pads|towel|towels) at\b/;
  if (listed >= 3 && f.hours && soaked.test(tokens.map((t) => t.w).join(' ')))
    f.padsPerHour = Math.max(f.padsPerHour ?? 0, (listed - 1) / f.hours);
  const usual = amounts.filter((a) => a.usual).map((a) => a.v);
  const now = amounts.filter((a) => !a.usual).map((a) => a.v);
  if (usual.length && now.length) f.feedRatio = Math.min(...now) / Math.max(...usual);
  return f;
}
