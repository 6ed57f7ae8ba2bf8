/**
 * The words numbers are said with (docs/clinical-safety.md, "Numbers"): number words in English and Spanish
 * ("two", "a couple", "media"), the units of time, what marks a temperature, and clock times ("9 last night",
 * "10am", "half 10", "las 11"), an age said of someone, and the room or bath a reading is of. Read by
 * triage-numbers.ts.
 */
import type { Token } from './triage-text.ts';

/** The digits in words, English and Spanish: read by the counts here and the temperatures in words (triage-text.ts). */
export const DIGIT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};

const WORD_NUM: Record<string, number> = {
  ...DIGIT_WORDS,
  a: 1,
  an: 1,
  twice: 2,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  couple: 2,
  few: 3,
  half: 0.5,
  una: 1,
  un: 1,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
  media: 0.5,
};

export const num = (w: string | undefined): number | null => {
  if (w === undefined) return null;
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  return WORD_NUM[w] ?? null;
};

export const DAY = /^(?:day|days|dia|dias)$/;
export const WEEK = /^(?:week|weeks|semana|semanas)$/;
export const MONTH = /^(?:month|months|mes|meses)$/;
export const HOUR = /^(?:hour|hours|hora|horas|h)$/;
export const MINUTE = /^(?:minutes|minute|minutos|minuto|m)$/;
export const TEMP_CONTEXT =
  /^(?:temperature|fever|thermometer|reading|degrees|feverish|temperatura|fiebre|termometro|grados|axila|rectal|ear|arm|armpit|burning|hot|caliente)$/;
export const NOT_TEMP_UNIT =
  /^(?:weeks|week|wks|days|day|kg|kilos|lbs|pounds|oz|ml|cm|mm|percent|hours|minutes|semanas|dias|pm|am|years|months)$/;

const UNIT_AFTER =
  /^(?:days?|weeks?|wks?|months?|years?|yrs?|hours?|hrs?|mins?|minutes?|dias?|semanas?|meses|anos|horas|minutos|times|veces|ml|oz|kg|lbs?|pads?|feeds?|nappies|diapers)$/;

export function clockHour(tokens: Token[], i: number): number | null {
  // ("quarter past 8", "half 8", "quarter to 9", "twenty to 7": the minutes said before the hour.)
  const w = (k: number) => tokens[k]?.w ?? '';
  const to = w(i - 1) === 'to' && /^(?:quarter|twenty|ten|five)$/.test(w(i - 2));
  const hour = to
    ? clockHourSaid(
        [...tokens.slice(0, i - 1), { ...tokens[i - 1], w: 'at' } as Token, ...tokens.slice(i)],
        i,
      )
    : clockHourSaid(tokens, i);
  if (hour === null) return null;
  if (to)
    return (
      hour -
      (w(i - 2) === 'quarter' ? 0.25 : w(i - 2) === 'twenty' ? 1 / 3 : w(i - 2) === 'ten' ? 1 / 6 : 1 / 12)
    );
  if (w(i - 1) === 'half' || (w(i - 1) === 'past' && w(i - 2) === 'half')) return hour + 0.5;
  const past = { quarter: 0.25, twenty: 1 / 3, ten: 1 / 6, five: 1 / 12 }[w(i - 2)];
  if (w(i - 1) === 'past' && past !== undefined) return hour + past;
  return hour;
}

function clockHourSaid(tokens: Token[], i: number): number | null {
  // A 24-hour time written as four figures, read only after a word that sets a time ("last fed 2300, it's now
  // 0745"; not "since 2019").
  const four = /^([01]\d|2[0-3])([0-5]\d)$/.exec(tokens[i]?.w ?? '');
  if (four) {
    if (!/^(?:fed|feed|now|at|is|till|til|until|gone|by|was|around|about)$/.test(tokens[i - 1]?.w ?? ''))
      return null;
    return Number(four[1]) + Number(four[2]) / 60;
  }
  const next = tokens[i + 1]?.w ?? '';
  // "it's now 6.15am", "since 4:30": hours and minutes, read only with am or pm or a word that sets a time.
  const hm = /^(1[0-2]|[1-9])[.:]([0-5]\d)$/.exec(tokens[i]?.w ?? '');
  if (
    hm &&
    (/^(?:am|pm)$/.test(next) ||
      /^(?:at|since|till|til|until|from|now|gone|las|desde)$/.test(tokens[i - 1]?.w ?? ''))
  )
    return (Number(hm[1]) % 12) + (next === 'pm' ? 12 : 0) + Number(hm[2]) / 60;
  // A 24-hour time read as two figures ("the last feed was 06:14, it's 15:30 now", H97): an hour with a leading
  // zero or past 12, its minutes, after a word that sets a time.
  if (
    /^(?:0\d|1[3-9]|2[0-3])$/.test(tokens[i]?.w ?? '') &&
    /^[0-5]\d$/.test(next) &&
    /^(?:fed|feed|now|at|is|was|till|til|until|gone|by|around|about|since|from|las|desde)$/.test(
      tokens[i - 1]?.w ?? '',
    )
  )
    return Number(tokens[i]?.w) + Number(next) / 60;
  const v = num(tokens[i]?.w);
  if (v === null || v < 1 || v > 12 || !Number.isInteger(v)) return null;
  // "9:40 last night" read as two figures: the minutes after the hour, then when.
  if (/^[0-5]\d$/.test(next)) {
    const then = `${tokens[i + 2]?.w ?? ''} ${tokens[i + 3]?.w ?? ''} ${tokens[i + 4]?.w ?? ''}`;
    const mm = Number(next) / 60;
    if (/^(?:am\b|(?:this|in the) morning)/.test(then)) return (v % 12) + mm;
    if (/^(?:pm\b|last night|tonight|this evening|at night)/.test(then)) return (v % 12) + 12 + mm;
  }
  // ("8 o'clock last night": the part of the day after "o'clock".)
  const k = /^(?:o|oclock)$/.test(next) ? i + 2 : i + 1;
  // ("6 in the morning and now is 3 in afternoon": the part of the day in three words, "the" or not.)
  const after = `${tokens[k]?.w ?? ''} ${tokens[k + 1]?.w ?? ''} ${tokens[k + 2]?.w ?? ''}`;
  if (next === 'am' || /^(?:this|in the|in|yesterday) morning|^de la manana/.test(after)) return v % 12;
  if (
    next === 'pm' ||
    /^(?:last night|tonight|this evening|at night|(?:this|in the|in|yesterday) (?:afternoon|evening)|de la noche|de la tarde|anoche)/.test(
      after,
    )
  )
    return (v % 12) + 12;
  const prev = tokens[i - 1]?.w ?? '';
  // ("she's 10 days old", "at 3 weeks": a count with its unit, not a time of day; "gone 4, day 8" is a time.)
  if (UNIT_AFTER.test(next) && !/^\d/.test(tokens[i + 2]?.w ?? '')) return null;
  if (/^(?:since|at|till|til|until|from|now|is|gone|las|desde|half|quarter|past)$/.test(prev)) return v;
  // "it's nearly 4 now", "almost 3 o'clock": a time said with "now" or "o'clock" after it.
  if (/^(?:nearly|almost|about|around|just)$/.test(prev) && /^(?:now|o|oclock)$/.test(next)) return v;
  // "Morning 6, last diaper wet. Now night 7.": the part of the day said before the hour, as sign-language grammar
  // orders it, when the hour ends its clause (not "night 3 of no sleep") or a span goes on from it or ends at it ("dry
  // from morning 7 to now evening 8").
  const ends =
    tokens[i + 1] === undefined ||
    tokens[i + 1]?.clause !== tokens[i]?.clause ||
    /^(?:to|till|til|until)$/.test(next) ||
    /^(?:now|to|till|til|until)$/.test(tokens[i - 2]?.w ?? '');
  if (ends && /^(?:morning|manana)$/.test(prev)) return v % 12;
  if (ends && /^(?:afternoon|evening|night|tonight|tarde|noche)$/.test(prev))
    return v >= 5 ? (v % 12) + 12 : v;
  return null;
}

/** Where a reading is of the room, the bath or a bottle, not a body ("her room gets to about 22 degrees"). */
const AROUND =
  /^(?:room|rooms|bath|bathwater|water|nursery|house|bedroom|tog|togs|heating|thermostat|outside|weather|flat|milk|bottle|bottles|formula|fridge|habitacion|cuarto|bano|agua|casa|leche|biberon|calefaccion)$/;
const BODY_READING =
  /^(?:temp|temperature|thermometer|armpit|forehead|ear|rectal|rectally|temperatura|termometro|axila)$/;

/**
 * Whether the number at i follows, in its clause, a word for the room, the bath or a bottle with no body reading
 * between: not a temperature of hers or the baby's.
 */
export function surroundings(tokens: Token[], i: number): boolean {
  if (threshold(tokens, i) || weather(tokens, i)) return true;
  // ("asleep under 2 blankets in the house and it was 37.4 under the arm": where it was taken says a body.)
  const site = tokens
    .slice(i + 1, i + 4)
    .map((t) => t.w)
    .join(' ');
  if (
    /^(?:(?:c|degrees|grados) )?(?:under (?:the |her |his |my )?arm|armpit|in (?:the|her|his|my) (?:armpit|ear)|axillary|rectal|bajo el brazo|en la axila)\b/.test(
      site,
    )
  )
    return false;
  for (let k = i - 1; k >= Math.max(0, i - 7) && tokens[k]?.clause === tokens[i]?.clause; k--) {
    const w = tokens[k]?.w ?? '';
    // ("lo senti calientito despues del bano y salio 37.1": after the bath is when, the reading the baby's.)
    const when = [tokens[k - 1]?.w, tokens[k - 2]?.w, tokens[k - 3]?.w];
    // A bath, room or bottle thermometer ("bath thermometer says 100.4f") reads the water, not a body.
    const of = tokens[k - 1]?.w ?? '';
    if (
      /^(?:thermometer|temp|temperature)$/.test(w) &&
      AROUND.test(of) &&
      !/^(?:after|since)$/.test(when[1] ?? '')
    )
      return true;
    if (BODY_READING.test(w)) return false;
    if (AROUND.test(w) && !when.some((x) => /^(?:after|despues|since|desde)$/.test(x ?? ''))) return true;
  }
  return false;
}

/** Where or when the weather is: "it's 40 degrees here this week", "35 outside today", "hace 38 grados aqui". */
const WEATHER_AFTER =
  /^(?:(?:degrees|degree|c|celsius|f|fahrenheit|grados) )?(?:here|outside|out there|in the shade|in the sun|where (?:we|i) (?:live|are)|aqui|afuera|fuera)\b/;
const WEATHER_WORD =
  /^(?:weather|heatwave|heat|forecast|sunny|humid|summer|climate|temperatures|calor|clima|verano|ola)$/;

/**
 * The weather, not a body: "it's 40 degrees here this week" (the AH20 answer set's family), a heatwave or a forecast
 * named in the clause, with no body reading (a thermometer, "temp", "fever") in the sentence.
 */
function weather(tokens: Token[], i: number): boolean {
  const sent = tokens[i]?.sent;
  const inSent = tokens.filter((t) => t.sent === sent).map((t) => t.w);
  if (inSent.some((w) => BODY_READING.test(w) || /^(?:fever|feverish|fiebre|hot to touch)$/.test(w)))
    return false;
  const after = tokens
    .slice(i + 1, i + 6)
    .filter((t) => t.sent === sent)
    .map((t) => t.w)
    .join(' ');
  // (A reading in tenths, or one said of the baby just before it, "he's 39", is a body's.)
  const ofSomeone = tokens
    .slice(Math.max(0, i - 3), i)
    .some((t) => /^(?:he|she|baby|him|her|bebe|el|ella|lo|la)$/.test(t.w));
  if (/\./.test(tokens[i]?.w ?? '') || ofSomeone) return false;
  const itIs =
    /^(?:it|its)$/.test(tokens[i - 2]?.w ?? '') || /^(?:hace|estamos|its)$/.test(tokens[i - 1]?.w ?? '');
  // ("Me voy a Sevilla en agosto... Con 40 grados, ¿es peligroso?": a trip's or a season's heat named anywhere in
  // the message, when no one's temperature, thermometer or fever is.)
  const trip =
    tokens.some((t) => TRIP_WORD.test(t.w)) &&
    !tokens.some((t) => BODY_READING.test(t.w) || /^(?:fever|feverish|fiebre|hot to touch)$/.test(t.w));
  return (itIs && WEATHER_AFTER.test(after)) || inSent.some((w) => WEATHER_WORD.test(w)) || trip;
}
const TRIP_WORD =
  /^(?:trip|holiday|holidays|vacation|travel|travelling|traveling|flight|flights|fly|flying|beach|abroad|viaje|vacaciones|volar|vuelo|playa|june|july|august|junio|julio|agosto|weather|heatwave|summer|verano|calor|clima)$/;

/**
 * A threshold, not a reading: "if she gets a temperature over 38", "si pasa de 38", a figure after "over" or "above"
 * in a sentence that puts it as a condition.
 */
function threshold(tokens: Token[], i: number): boolean {
  if (!/^(?:over|above|past|than|hits|reaches|de|sobre|pasa)$/.test(tokens[i - 1]?.w ?? '')) return false;
  const sent = tokens[i]?.sent;
  return tokens
    .slice(Math.max(0, i - 10), i)
    .some((t) => t.sent === sent && /^(?:if|si|when|once|cuando)$/.test(t.w));
}

/**
 * An age said of someone at i ("3 weeks old", "de nacida"), or "he's 9 days" / "she is 3 weeks" / "tiene 10 dias"
 * with nothing after it in its clause but "and", "now" or "today" (no "postpartum", "pregnant", "of", "since").
 */
export function ageSaid(tokens: Token[], i: number): boolean {
  const w = (k: number) => tokens[k]?.w ?? '';
  if (/^(?:old|de)$/.test(w(i + 2)) && (w(i + 2) === 'old' || /^nacid/.test(w(i + 3)))) return true;
  const own = /^(?:he|she|baby|bub|bubba|son|daughter|boy|girl|one|newborn|el|ella|bebe|nena|nene)$/;
  // ("Freya is 6 weeks and 2 days.": a name that opens the sentence, not "it is" or "there is".)
  const named =
    tokens[i - 2]?.sent !== tokens[i - 3]?.sent &&
    !/^(?:it|this|that|there|what|which|who|i|we|you|they|everything|nothing|she|he)$/.test(w(i - 2));
  const told =
    (/^(?:is|s)$/.test(w(i - 1)) && (own.test(w(i - 2)) || named)) ||
    (w(i - 1) === 'tiene' && !/^(?:de|del)$/.test(w(i + 2)));
  const end = tokens[i + 2] === undefined || tokens[i + 2]?.clause !== tokens[i + 1]?.clause;
  return told && (end || /^(?:and|now|today|y|ya)$/.test(w(i + 2)));
}
