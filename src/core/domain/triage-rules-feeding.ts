/**
 * A newborn's feeds and wet nappies (docs/clinical-safety.md, "The newborn"; NHS, "Spotting signs of serious
 * illness in babies"): not feeding for 8 hours or more, refusing feed after feed, or taking less than half the
 * usual is urgent; so is no wet nappy for 12 hours. Read by triage-rules-newborn.ts.
 */
import type { Reading } from './triage-context.ts';
import { aboutBaby, active, all, anywhere, finding, type Finding } from './triage-rule-kit.ts';
import { span } from './triage-mind-figures.ts';
import { hoursSinceLastFeed24 } from './triage-feed-clock24.ts';

/** A day's worth, or hours, said in words. */
const LONG =
  /\b(?:all day|all night|(?:since|from) last night|since yesterday|since (?:this|the) morning|since breakfast|since lunch|for hours|hours and hours|at all today|all day today|every feed|(?:last|past) (?:two|three|four|few|2|3|4) feeds|all his feeds|all her feeds|any feeds|the whole day|todo el dia|desde anoche|desde ayer|desde la manana|en todo el dia)\b/;

const ONE_IN_A_DAY =
  /\b(?:only|just) (?:1|one) (?:wet )?(?:nappy|nappies|diaper|diapers|panal|pipi)\b.{0,25}\b(?:24 hours|a day|all day|since yesterday|in a day|en todo el dia|en 24 horas)\b/;

/** Two or more wet nappies counted ("6 or 7 wet nappies", "five wet ones"). */
const COUNTED =
  /\b(?:[2-9]|1\d|two|three|four|five|six|seven|eight|nine|ten|several)(?: or (?:\d+|\w+)| to \d+)? (?:(?:heavy|big|full|good|proper|decent|soaking|soaked|really|very|nice) )?(?:wet )?(?:nappy|nappies|diaper|diapers|ones|panales)\b/;
/** Wet nappies counted since a time ("3 heavy wet ones since lunch"): had since, after any dry one before. */
const WET_SINCE = new RegExp(`${COUNTED.source}(?: \\w+){0,2} since\\b`);

/** Eight hours or more ago ("the last one was 10 hours ago"). */
const LONG_AGO = /\b(?:[89]|1\d|2\d|eight|nine|ten|eleven|twelve) (?:hours|hrs|hr|h) ago\b/;
const PLENTY =
  /\b(?:plenty of|loads of|lots of|heaps of|tons of|enough|good|normal|muchos|muchisimos) (?:wet )?(?:nappy|nappies|diaper|diapers|panales)\b/;

const FEEDING_WELL =
  /^(?:great|well|fine|good|ok|okay|normally|loads|lots|brilliantly|perfectly|like a champ|bien|genial|normal)\b/;

/**
 * Feeds cut to half their usual length or less ("usually 20 min each side, now 3 or 4 minutes"): the catalogue's
 * "less than half of their usual amount", read from minutes she gives for both.
 */
function shortFeeds(text: string): boolean {
  const usual = /\b(?:usually|normally|used to)\b\D{0,30}(\d+) ?(?:min|mins|minutes)\b/.exec(text);
  if (!usual) return false;
  const now = /\b(\d+)(?: or (\d+))? ?(?:min|mins|minutes)\b/.exec(
    text.slice((usual.index ?? 0) + usual[0].length),
  );
  const was = Number(usual[1]);
  const is = Math.max(Number(now?.[1] ?? NaN), Number(now?.[2] ?? 0));
  return was > 0 && is > 0 && is <= was / 2;
}

/**
 * "we don't smoke or drink", "my mam didn't breastfeed", "I'm not breastfeeding": the parents' own drinking or
 * feeding choice, not the baby refusing feeds ("I haven't fed him since 6" still is: it names the baby fed).
 */
function parentsOwn(r: Reading, i: number): boolean {
  let parent = false;
  for (let k = i - 1; k >= Math.max(0, i - 6) && r.tokens[k]?.clause === r.tokens[i]?.clause; k--)
    if (/^(?:i|we|yo|nosotros)$/.test(r.tokens[k]?.w ?? '') || r.at[k]?.has('other')) parent = true;
  return parent && !/^(?:him|her|them|the baby|baby|bub|le|la)\b/.test(span(r, i + 1, i + 3));
}

/** What a baby refuses that is a place or way of sleeping, not a feed (H109). */
const SLEEP_PLACE =
  /^(?:(?:the|his|her|their|to go in (?:the|his|her)|to sleep in (?:the|his|her)|to be put in (?:the|his|her)) )?(?:bassinet|bassinette|cot|crib|moses basket|basket|next to me|sidecar|pram|buggy|stroller|car seat|carseat|sleeping bag|swaddle|sleep sack|bed|cuna|moises|carrito)\b/;

export function feedingFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  const hours = r.numbers.hours ?? 0;
  // Hours said, a clock time with "since", or a day's worth of words: long enough to ask about.
  // ("every time I offer the bottle he turns his head away": refusing feed after feed, the catalogue's sign.)
  const long =
    hours >= 8 ||
    r.numbers.sinceClock ||
    LONG.test(r.read.text) ||
    /\b(?:every|each) time (?:i|we) (?:offer|try)\b/.test(r.read.text) ||
    // ("nothing since his 6am bottle": a clock time after a possessive, its end not said.)
    (r.numbers.hours === null && /\b(?:since|desde) (?:his|her|the|their|su) (?:last )?\d/.test(r.read.text));
  const feeds = [
    // ("refuses the bassinet like it's lava, only sleeps on his mama's chest": refusing a place to sleep, not feeds.)
    ...active(r, 'refuse').filter((i) => !SLEEP_PLACE.test(span(r, i + 1, i + 4))),
    ...all(r, 'feed').filter((i) => {
      const before = r.tokens
        .slice(Math.max(0, i - 4), i)
        .filter((t) => t.clause === r.tokens[i]?.clause)
        .map((t) => t.w)
        .join(' ');
      // ("had nothing since his 6am bottle", "nada desde el biberon de las 6": nothing taken since that feed.)
      const since = r.tokens
        .slice(Math.max(0, i - 7), i)
        .filter((t) => t.clause === r.tokens[i]?.clause)
        .map((t) => t.w)
        .join(' ');
      if (/\b(?:nothing|nada)(?: (?:at all|else))? (?:since|desde)\b/.test(since) && !parentsOwn(r, i))
        return true;
      // "no temperature and feeding great" (the "no" is the temperature's); "not making enough milk" (her supply).
      return (
        /\b(?:not|no|has not|have not|hasnt|barely|hardly|sin)\b(?!.*\b(?:and|y|then|but)\b)/.test(before) &&
        !/\b(?:making|make|producing|produce|enough|supply|pumping|expressing|produciendo|suficiente)\b/.test(
          before,
        ) &&
        !FEEDING_WELL.test(span(r, i + 1, i + 3)) &&
        // ("don't want to stop breastfeeding": her choice about feeding, not the baby's feeds; Q27.)
        !/\b(?:want|wanna|have|need|going|decided?|planning|plan|thinking|rather|like|trying) to (?:stop|give up|quit)$/.test(
          before,
        ) &&
        !parentsOwn(r, i)
      );
    }),
  ];
  // "has taken nothing since 6am", "no ha tomado nada desde las 6": the baby's, not her own skipped meals.
  r.tokens.forEach((t, i) => {
    const said =
      /^(?:had|taken|drunk|took|drank|tomado|comido) (?:nothing|nada)(?: at all)? (?:since|desde)\b/;
    if (said.test(span(r, i, i + 5)) && aboutBaby(r, i)) feeds.push(i);
  });
  // "last fed at 6am, it's now 3pm": the hours since the last feed.
  // ("last proper feed was 9:40 last night, it's nearly 7am now".)
  const last = all(r, 'feed').find(
    (i) =>
      /^(?:last|ultima|ultimo)$/.test(r.tokens[i - 1]?.w ?? '') ||
      (/^(?:last)$/.test(r.tokens[i - 2]?.w ?? '') &&
        /^(?:proper|good|full|real|decent|big|whole)$/.test(r.tokens[i - 1]?.w ?? '')),
  );
  // ("Last full feed 06:20. Time now 15:45": 24-hour times, triage-feed-clock24.ts.)
  const last24 = last === undefined ? null : hoursSinceLastFeed24(r, last);
  if (last !== undefined && (hours >= 8 || (last24 ?? 0) >= 8)) feeds.push(last);
  const first = feeds[0];
  const drowsy = anywhere(r, 'sleepy') || anywhere(r, 'floppy') || anywhere(r, 'hardWake');
  if (first !== undefined && (long || drowsy || (last24 ?? 0) >= 8))
    out.push(
      finding('newborn-not-feeding', first, 'baby', 'symptom', 'not feeding for hours', {
        selfNegated: true,
      }),
    );
  // A newborn feeds 8 to 12 times a day: two or three feeds today is not feeding. ("3 feeds between 11pm and 5am":
  // feeds counted in a window of the night, every 3 hours or more often, are plenty.)
  const windowed =
    /\bbetween (?:\d+ ?(?:am|pm)?|midnight) and \d+/.test(r.read.text) &&
    r.numbers.feeds !== null &&
    (r.numbers.hours ?? 0) > 0 &&
    r.numbers.feeds / (r.numbers.hours ?? 1) >= 1 / 3;
  if (
    r.numbers.feeds !== null &&
    r.numbers.feeds <= 3 &&
    !windowed &&
    (/\b(?:today|all day|since|hoy|en todo el dia)\b/.test(r.read.text) || (r.numbers.hours ?? 0) >= 6)
  )
    out.push(
      finding('newborn-not-feeding', all(r, 'feed')[0] ?? 0, 'baby', 'symptom', 'few feeds today', {
        selfNegated: true,
      }),
    );
  const ratio = r.numbers.feedRatio;
  const third =
    /\b(?:a third|a quarter|half an ounce|barely \d|maybe half|less than half|half (?:of )?what|half (?:his|her|the) usual|half as much|la mitad)\b/.test(
      r.read.text,
    );
  // "normally 5oz every 3 hours... only managed about an ounce each feed": an ounce said in words against the usual.
  const usualOz = /\b(?:normally|usually|used to)\b\D{0,20}(\d+) ?(?:oz|ounces)\b/.exec(r.read.text);
  const anOunce =
    /\b(?:only|just|about|barely|maybe|managed)(?: \w+){0,2} (?:an|one) (?:ounce|oz)\b(?! and a half)/.test(
      r.read.text,
    );
  const ounceOfUsual = anOunce && Number(usualOz?.[1] ?? 0) >= 2;
  if ((ratio !== null && ratio <= 0.5) || third || ounceOfUsual || shortFeeds(r.read.text)) {
    const at = all(r, 'feed')[0] ?? 0;
    out.push(
      finding('newborn-not-feeding', at, 'baby', 'symptom', 'feeding less than half the usual', {
        selfNegated: true,
      }),
    );
  }
  // No wet nappy for 12 hours.
  // ("last wet one was at 2pm yesterday": the nappy said as "one".)
  const wetOne = all(r, 'wet').filter((k) => /^(?:one|ones)$/.test(r.tokens[k + 1]?.w ?? ''));
  // ("2 wet nappies since yesterday, the last one was 10 hours ago": the last nappy said as "the last one".)
  if (all(r, 'nappy').length)
    r.tokens.forEach(
      (t, k) =>
        t.w === 'one' &&
        r.tokens[k - 1]?.w === 'last' &&
        (!COUNTED.test(span(r, k - 10, k)) || LONG_AGO.test(span(r, k + 1, k + 6))) &&
        wetOne.push(k),
    );
  for (const i of [...all(r, 'nappy'), ...all(r, 'dry'), ...all(r, 'wee'), ...wetOne].filter(
    (k) => r.stage === 'postpartum' || k >= 0,
  )) {
    const around = span(r, Math.max(0, i - 5), i + 3);
    // ("is my milk not enough? 6 or 7 wet nappies a day": a count of wet nappies is nappies had, not none.)
    if (COUNTED.test(span(r, i - 4, i + 3)) && !/\b(?:none|not one|no more|nothing)\b/.test(r.read.text))
      continue;
    // ("the first nappy was dry, but he's had 3 heavy wet ones since lunch": a dry one, then wet ones counted since.)
    // (Not "only 2 wet nappies since yesterday, the last one was 10 hours ago": few, the last long ago.)
    if (
      WET_SINCE.test(r.read.text) &&
      !/\b(?:none|not one|no more|nothing|last|only|just|barely|hardly)\b/.test(r.read.text) &&
      !LONG_AGO.test(r.read.text)
    )
      continue;
    // ("plenty of wet nappies, last one at 3.15": the last of many, not none since, unless 8 hours have gone.)
    const none =
      /\b(?:no|not|zero|none|bone dry|dry|has not|hasnt|have not|sin|seco)\b/.test(around) ||
      // ("I don't think he's had a wet nappy since 7": the denial said of her thinking, hedged.)
      /\bnot think (?:he|she|baby|they|the baby) (?:is |has |s )?(?:had|done)(?: a| any)?(?: wet)?$/.test(
        span(r, i - 9, i),
      ) ||
      (/\b(?:last|ultimo|ultima)\b/.test(around) &&
        (hours >= 8 || (!PLENTY.test(r.read.text) && !COUNTED.test(r.read.text))));
    // (Also "none so far today, it's 4pm": a day gone by without one.)
    const noneToday =
      /\b(?:none|not one|no wet (?:nappy|nappies|diaper|diapers))(?: so far)? today\b/.test(r.read.text) &&
      (r.numbers.lastClock ?? 0) >= 12;
    // One wet nappy in a day leaves 12 hours or more without one, whenever it came.
    const oneInADay = ONE_IN_A_DAY.test(r.read.text);
    if ((none && (hours >= 8 || r.numbers.sinceClock || LONG.test(r.read.text))) || noneToday || oneInADay) {
      out.push(
        finding('newborn-no-wet-nappy', i, 'baby', 'symptom', 'no wet nappy for 12 hours', {
          selfNegated: true,
        }),
      );
      break;
    }
  }
  return out;
}
