/**
 * Her stage and week as the message gives them. A relative or friend asks on her behalf ("my daughter is 30
 * weeks with her first", "my nieces baby is 4 days old"), and a mother often says her week at the start ("6
 * wks, do i keep taking folic acid"): where the message says it, the answer is written for that stage and
 * week, not for the profile of whoever is typing (a grandmother's account may have no stage, a pregnant friend's
 * another week). What she compares with a previous pregnancy ("with my first I went to 41 weeks") says nothing
 * of now, and neither does a week she is told about ("a shot at 28 weeks").
 */
import { num } from '../../../core/domain/triage-number-words.ts';
import { comparingParts } from './question-parts.ts';

export type Stage = 'pregnant' | 'postpartum';

export interface StatedWeek {
  stage: Stage;
  /** Pregnancy week, or completed weeks since the birth (the baby's age in weeks) after it. */
  week: number;
}

/** A number of days, weeks or months, in digits or words ("two weeks"). */
const NUM = String.raw`(?<![\d.,])(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const WEEKS = String.raw`(?:weeks?|wks?|w)`;
const UNIT = String.raw`(days?|weeks?|wks?|w|months?|mos?|mths?)`;
/** Someone whose pregnancy a relative or friend asks about. */
const HER = String.raw`(?:sister|sis|daughter|daughter in law|wife|friend|mate|bestie|niece|cousin|girlfriend|partner|gf)`;
/** Words after a number of weeks that make it the baby's age or time since the birth, not a pregnancy week. */
const NOT_PREGNANT = String.raw`(?!\s*(?:old|pp|postpartum|post partum|postnatal|after|since|ago|on\b|check|jabs?|shots?|vaccines?|scan|appointment|growth))`;

/** Pregnant at a week, said outright ("30 weeks pregnant", "38 wks with her 1st", "40+5"). */
const PREGNANT_AT = [
  new RegExp(
    String.raw`(?<!\b(?:was|were|at|to|till|until|by) )\b${NUM}\s*${WEEKS}\s*(?:pregnant|along|gestation|(?:with|w) (?:my|her|our) (?:first|1st|second|2nd|third|3rd|fourth|4th|\w+ baby)|with twins|(?:with|w) #\d)`,
  ),
  // "Born 41+5" is when the baby came, not a week she is at now.
  /(?<!\b(?:born|delivered|arrived|came|induced)(?: at| on)? )\b(4[0-2]|[1-3]\d)\s*\+\s*[0-6]\b/,
];
/** Pregnant some months ("5 months pregnant"). */
const PREGNANT_MONTHS = new RegExp(String.raw`\b${NUM}\s*(?:months?|mos?)\s*(?:pregnant|along)\b`);
/** A relative or friend at a week ("my sister's 30 wks", "my daughter is 14 weeks"): her pregnancy. */
const HER_WEEK = new RegExp(
  String.raw`\b(?:my |our )?(${HER})(?:s| is| will be| ll be)\s+(?:now\s+|only\s+|just\s+|nearly\s+|almost\s+|about\s+|around\s+)?${NUM}\s*${WEEKS}\b${NOT_PREGNANT}`,
);
/** The baby's age ("4 days old", "my 5 month old", "a 3 wk old"). */
const BABY_AGE = new RegExp(String.raw`\b${NUM}\s*-?\s*${UNIT}\s*-?\s*olds?\b`);
/** The baby's age without "old": days or months ("she's 5 months", "hes 9 days"), or weeks said of the baby. */
const BABY_IS = [
  new RegExp(
    String.raw`\b(?:baby|babys|he|hes|she|shes|son|daughter|granddaughter|grandson|grandbaby|twins|lo|bub|it|its)(?: is| s)?\s+(?:now\s+|only\s+|just\s+|nearly\s+|almost\s+|about\s+|around\s+)?${NUM}\s*(days?|months?|mos?|mths?)\b(?!\s*(?:pregnant|along|ago))`,
  ),
  new RegExp(
    String.raw`\b(?:baby|babys|son|granddaughter|grandson|grandbaby|twins|lo|bub)(?: is| s| are)\s+(?:now\s+|only\s+|just\s+|nearly\s+|almost\s+|about\s+|around\s+)?${NUM}\s*(weeks?|wks?)\b(?!\s*(?:pregnant|along|ago))`,
  ),
];
/** Time since the birth ("2 weeks postpartum", "5 days after the birth", "c-section 2 weeks ago"). */
const SINCE_BIRTH = [
  new RegExp(
    String.raw`\b${NUM}\s*${UNIT}\s*(?:pp|postpartum|post partum|postnatal|after (?:the |her |my )?(?:birth|delivery|giving birth|c ?section|section|caesarean|cesarean|having (?:the|her|my) baby)|since (?:the |her |my )?birth)\b`,
  ),
  new RegExp(
    String.raw`\b(?:had (?:her|my|the) baby|gave birth|delivered|born|c ?section|section|caesarean|cesarean)\b[^.?!]{0,20}?\b${NUM}\s*${UNIT}\s*ago\b`,
  ),
];
/** A birth yesterday or today ("my sister had a c section yesterday"). */
const BORN_TODAY =
  /\b(?:had (?:her|my|the|a) (?:baby|c ?section|section|caesarean|cesarean)|gave birth|was born|c ?section|caesarean|cesarean)\b[^.?!]{0,15}\b(?:yesterday|today|last night|this morning)\b/;
/** Her own week said in passing ("I'm 24 weeks", "I'll be 18 weeks") or to open ("6 wks, ..."). */
const OWN_WEEK = new RegExp(
  String.raw`(?:^(?:(?:first|second|third) (?:baby|pregnancy|time)\s+)?|\b(?:i am|im|i m|ill be|i will be|we are|were)\s+(?:now\s+|only\s+|just\s+|nearly\s+|almost\s+|about\s+|around\s+)?)${NUM}\s*${WEEKS}\b${NOT_PREGNANT}`,
);
/** A week said of "her" ("she's 18 wks"): a pregnancy or a baby, by the stage of whoever asks. */
const SHE_WEEK = new RegExp(
  String.raw`\b(?:she is|shes|she will be|shell be)\s+(?:now\s+|only\s+|just\s+|nearly\s+|almost\s+|about\s+|around\s+)?${NUM}\s*${WEEKS}\b${NOT_PREGNANT}`,
);

/**
 * "I still look 5 months pregnant", "a tummy like I'm 30 weeks pregnant": how she looks, never her stage (a
 * mother after the birth about her tummy is not pregnant).
 */
const LIKENESS =
  /\b(?:look|looks|looked|looking|like|as if|as though|mistake me for|thought i was)\b(?:\s+\S+){0,3}\s*$/;
const likeness = (text: string, at: number) => LIKENESS.test(text.slice(Math.max(0, at - 40), at));

const number = (s: string) => num(s) ?? Number.NaN;
/** Completed weeks of an age given in days, weeks or months. */
function weeksOf(n: number, unit: string): number {
  if (/^d/.test(unit)) return Math.floor(n / 7);
  if (/^m/.test(unit)) return Math.floor((n * 30.44) / 7);
  return n;
}
const pregnantWeek = (w: number) => (w >= 1 && w <= 42 ? w : null);
const babyWeek = (w: number) => (w >= 0 && w <= 104 ? w : null);

/**
 * The stage and week the message states, or null when it states none. `stage` is her profile's stage: a week
 * said without saying which ("6 wks, is it safe...") is a week of the stage she is in (in pregnancy when she has
 * none), and a baby's age always means after the birth.
 */
export function statedWeek(message: string, stage: Stage | null): StatedWeek | null {
  const plain = (t: string) =>
    t
      .toLowerCase()
      .replace(/[\u2018\u2019'’]/g, '')
      .replace(/[-–](?=\s*(?:old|year|month|week|day))/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  // "30 weeks with her first" says this pregnancy is her first: read before the comparisons are set aside.
  const whole = plain(message);
  const text = plain(comparingParts(message).rest);
  const at = (re: RegExp) => re.exec(text);
  for (const re of PREGNANT_AT) {
    const m = re.exec(whole);
    const w = m && !likeness(whole, m.index) ? pregnantWeek(number(m[1] ?? '')) : null;
    if (w !== null) return { stage: 'pregnant', week: w };
  }
  const months = at(PREGNANT_MONTHS);
  if (months && !likeness(text, months.index)) {
    const w = pregnantWeek(Math.floor((number(months[1] ?? '') * 30.44) / 7));
    if (w !== null) return { stage: 'pregnant', week: w };
  }
  for (const re of [BABY_AGE, ...BABY_IS, ...SINCE_BIRTH]) {
    const m = at(re);
    const w = m ? babyWeek(weeksOf(number(m[1] ?? ''), m[2] ?? 'w')) : null;
    if (w !== null) return { stage: 'postpartum', week: w };
  }
  if (BORN_TODAY.test(text)) return { stage: 'postpartum', week: 0 };
  const hers = at(HER_WEEK);
  // After the birth, "my daughter is 30 weeks" is more likely her baby than a pregnancy.
  if (hers && !(stage === 'postpartum' && hers[1] === 'daughter')) {
    const w = pregnantWeek(number(hers[2] ?? ''));
    if (w !== null) return { stage: 'pregnant', week: w };
  }
  // A week of her own is of the stage she is in (pregnancy if none); of "her", only by the stage she is in.
  for (const [re, s] of [
    [OWN_WEEK, stage ?? 'pregnant'],
    [SHE_WEEK, stage],
  ] as const) {
    const m = at(re);
    if (!m || s === null) continue;
    const n = number(m[1] ?? '');
    const w = s === 'pregnant' ? pregnantWeek(n) : babyWeek(n);
    if (w !== null) return { stage: s, week: w };
  }
  return null;
}
