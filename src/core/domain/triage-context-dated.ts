/**
 * Why a word of the past in a sentence does not make the sign in it her history (docs/clinical-safety.md, "Who,
 * when, and whether"): the birth dated ("she had the baby 3 weeks ago"), a comparison with then ("fainter than last
 * week", "hurts more than it did last week"), a newborn's age or day dating an onset, a span reaching up to now
 * ("for the last week"), or how recent something of the body was ("the last time I peed was this morning", found
 * by the blind batch H41). Pure; read by triage-context.ts.
 */
import { anyIn, type Reading, sentenceOf, sentenceText, span } from './triage-reading.ts';

/** "the last time I peed was this morning", "last time she fed was 6am": how recent, not her history. */
const RECENCY =
  /^(?:the )?last time (?:i|she|he|we|baby|the baby|it|they) (?:\w+ )?(?:peed|pee|weed|wee|had a wee|went for a wee|went to the toilet|urinated|fed|ate|drank|had a drink|had a feed|had a wet|pooed|pooped|kept)\b/;

/** A change told as now after an old pattern: "now just a few taps", "now barely anything", "ahora casi nada". */
const THEN_NOW =
  /\b(?:now|these days|lately|ahora)(?: (?:it s|its|it is|she s|he s|there s|i get|i feel|she|he|it|its just|only))? (?:just|only|barely|hardly|nothing|less|fewer|weaker|a few|one or two|casi|solo|menos|nada)\b/;

/** Whether the history word m, in the sentence [a, b), leaves the sentence now. */
export function notPast(r: Reading, m: { start: number; end: number }, a: number, b: number): boolean {
  const words = (from: number, to: number) => span(r, from, to);
  // "she had the baby 3 weeks ago" dates the birth, not the sign; "she is 33 weeks with her first" is this pregnancy.
  // (Read within the sentence: "Baby number two, 20 weeks. With my first, my waters went" is her first birth.)
  const birthDated = (m: { start: number }) =>
    /\b(?:is|am|s|m|are) (?:\d+ (?:weeks|wks)(?: pregnant)?|pregnant|expecting)$/.test(
      r.tokens
        .slice(Math.max(0, m.start - 4), m.start)
        .map((x) => x.w)
        .join(' '),
    ) ||
    /\b(?:baby|birth|born|section|delivery|delivered|had him|had her|had them|had the twins|had twins|had the triplets|parto|nacio|a luz|pari|cesarea|tuve a|tuvo a)\b/.test(
      r.tokens
        .slice(Math.max(a, m.start - 5), m.start)
        .map((x) => x.w)
        .join(' '),
    ) ||
    // ("hace dos semanas que di a luz": the span first, the birth it dates after it.)
    /^hace (?:\w+ ){1,3}que (?:di a luz|naci\w*|tuve (?:a|al|la|el)|pari|me hicieron)\b/.test(
      words(m.start, m.start + 8),
    );
  // "not kicking like she used to" compares with the past; "I used to get migraines" is the past.
  // ("fainter than last week", "hurts more than it did last week" compare now with then; "more than two years
  // ago" dates.)
  const comparison = (m: { start: number; end: number }) =>
    (/\b(?:than|que)(?: (?:it|she|he|i|they|was|were|did|had|felt|looked|used to be))*$/.test(
      words(Math.max(a, m.start - 4), m.start),
    ) &&
      !/\b(?:ago|hace|years?|yrs?|anos|months?|meses|time|pregnancy|embarazo)\b/.test(
        r.tokens
          .slice(m.start, m.end + 1)
          .map((x) => x.w)
          .join(' '),
      )) ||
    (r.tokens[m.start]?.w === 'used' &&
      /^(?:like|as|than|what|she|he|it|they)$/.test(r.tokens[m.start - 1]?.w ?? '') &&
      /\b(?:like|as|than)\b/.test(sentenceText(r, sentenceOf(r, m.start))));
  // "it started when she was 18 hours old": a newborn's age in hours or days dates an onset, not the past.
  const onsetAge = (m: { end: number }) =>
    /^(?:(?:about|only|just|around|like|barely|under) )?(?:\d+|a|one|two|three) (?:hours|hour|days|day) old\b/.test(
      r.tokens
        .slice(m.end, m.end + 5)
        .map((x) => x.w)
        .join(' '),
    );
  // "yellow on day 1": a newborn's day dates when jaundice began, not a story.
  const onsetDay = (m: { start: number; end: number }) =>
    /^on day (?:1|one)$/.test(
      r.tokens
        .slice(m.start, m.end)
        .map((x) => x.w)
        .join(' '),
    ) && anyIn(r, 'jaundice', a, b);
  // "for the last week I sleep 12 hours": a span reaching up to now, not a time gone by.
  const untilNow = (m: { start: number }) =>
    /^(?:last|past)$/.test(r.tokens[m.start]?.w ?? '') &&
    r.tokens[m.start - 1]?.w === 'the' &&
    /^(?:for|over|during|throughout)$/.test(r.tokens[m.start - 2]?.w ?? '');
  // "water comes back in 5 minutes": coming back up within minutes, not "back in" a year gone by.
  const backWithin = (m: { start: number; end: number }) =>
    /^back in (?:\d+|a few|one|two|five|ten) (?:minutes?|mins?|seconds?|secs?|hours?)$/.test(
      words(m.start, m.end + 2),
    );
  // "her rings fit fine last week": how things were before, a baseline for the sign now, not a past episode.
  // ("it was not like that last week", "never smelt like this last week": then set against now, a baseline too;
  // "wasn't like this with my first" sets another pregnancy against this one.)
  const baseline = (m: { start: number; end: number }) =>
    /\b(?:fine|ok|okay|normal|normally|perfectly|no problem|bien|normal)$/.test(
      words(Math.max(a, m.start - 3), m.start),
    ) ||
    (/\b(?:not|never|no) (?:\w+ )?(?:like|as) (?:that|this|it is now|now)$/.test(
      words(Math.max(a, m.start - 5), m.start),
    ) &&
      !/\b(?:first|second|last one|other|older|eldest|pregnancy|baby)\b/.test(words(m.start, m.end + 2))) ||
    // ("yellow by tea time, it wasn't there when he was born": not there then, there now, an onset.)
    /\b(?:not|never) there$/.test(words(Math.max(a, m.start - 3), m.start));
  // ("she did it three times and it was 168/104 the last time": the last of repeats told now, not a past episode.)
  const lastOfSeries = (m: { start: number; end: number }) =>
    /^(?:the )?last time$/.test(words(m.start, m.end)) &&
    !/^(?:i|she|we|you|it|with|in|when|that|round|around)\b/.test(words(m.end, m.end + 1)) &&
    /\b(?:(?:\d+|two|three|four|five|several|few|couple of) times|twice|again|repeated|rechecked|retook)\b/.test(
      words(a, m.start),
    );
  // ("her kicks are weaker, used to be a party every night now just a few taps": the old pattern set against a
  // change told as now, H107; "I used to get headaches, now I don't" and "used to ... now fine" stay the past.)
  const thenNow = (m: { start: number; end: number }) =>
    /^(?:used to|antes)$/.test(words(m.start, m.end)) &&
    THEN_NOW.test(words(m.end, b)) &&
    !/\bnow (?:\w+ )?(?:fine|ok|okay|normal|gone|better|rare|rarely|never|don t|dont|bien)\b/.test(
      words(m.end, b),
    );
  return (
    thenNow(m) ||
    lastOfSeries(m) ||
    untilNow(m) ||
    baseline(m) ||
    backWithin(m) ||
    birthDated(m) ||
    comparison(m) ||
    onsetAge(m) ||
    onsetDay(m) ||
    RECENCY.test(words(m.start, m.end + 5))
  );
}
