/**
 * "When do we call?" read as a question of its own (answers iteration 30): which signs mean getting help,
 * asked about a part of the body or a stage (her legs on a long drive, a caesarean wound, a temperature with
 * flu, a smell after the birth, the baby's breathing during a feed, what kind of sick), or about a whole stage
 * ("what signs should we rush her in for?", "do the signs still matter after the six-week check?"). The answer
 * comes from the clinical catalogue (`warning-signs.ts`, the same signs triage and the red flags read): each
 * sign's own name, description, what to do and source, for her stage and the baby's age and in the words of
 * whoever is asking (her, her partner or family, the baby's carer). It never states a threshold the catalogue
 * does not. Pure functions of the normalised message; no I/O.
 */
import {
  crisisLinesFor,
  emergencyNumbersFor,
  normaliseCountry,
} from '../../core/domain/emergency-numbers.ts';
import { crisisLinePhrase } from '../../core/domain/triage-advice.ts';
import { getSign, inSignWeeks, situationFor, type WarningSign } from '../../core/domain/warning-signs.ts';

/** She asks when to get help: which signs, when to call, what counts as an emergency, where the line is. */
const ASKS =
  /\b(?:red flags?|warning signs?|danger signs?|(?:what|which|wat|wht|any) (?:\w+ ){0,4}(?:signs?|symptoms?|sypmtoms?|simptoms?|kind of (?:sick|vomit)|reading|temp|temperature|number) (?:\w+ ){0,4}(?:means?|should|would|is|are|count|to|do|must|that|matter|go)|when (?:do|should|must|would|shud|shld|is it time to|to|can) (?:i|we|you|she|he)? ?(?:call|phone|ring|go in|go to|take|worry|rush|seek|get (?:it |her |him |them )?(?:checked|seen))|at what (?:point|temp|temperature|number|reading)|what temp(?:erature)? (?:\w+ ){0,3}means?|(?:is|as|an) emergency vs|emergency (?:vs|or|versus)|vs (?:just )?(?:call|ring|phon)|(?:should ?(?:nt|not)|never|not|dont) (?:to )?(?:brush off|ignore)|look(?:ing)? (?:out )?for|(?:kind|sort|type)s? of (?:sick|vomit\w*|spit ?up|rash|cough|breathing|bleeding|headaches?|pain|discharge)|(?:do|should|must) (?:we|i|she) (?:need to )?(?:ring|call|phone|contact) (?:someone|anyone|somebody)|watch(?:ing)? (?:out )?for|what (?:am i|do i|do we|should i|should we|to) (?:\w+ ){0,2}say|(?:means?|mean that) (?:i|we|you) (?:should |must )?(?:call|phone|ring|go|rush|pull over|get)|wheres? the line|(?:when|where) (?:is|isnt|are|arent|does|do|would) (?:\w+ ){0,6}(?:a problem|serious|an emergency|see someone|too long)|still (?:matter|count|apply)|rush (?:her |him |them )?to (?:the )?hospital|(?:signs|symptoms) (?:\w+ ){0,3}(?:serious|emergency|hospital)|makes? (?:me|us|her|you) (?:get|call|go|phone|ring)|get (?:\w+ ){0,2}checked|(?:how long|how many hours|hours) (?:\w+ ){0,8}too long|too long (?:to go )?without|(?:is there|any) (?:a )?(?:temp|temperature|number|reading|point) (?:where|when|that|at which)|(?:must|should|do) (?:we|i|she) (?:rather )?(?:go to|go in|call|phone|ring|see) (?:the |my |our |a |her )?(?:clinic|doctor|gp|midwife|hospital|a&e|er|111|ob|pediatrician|paediatrician|health visitor))\b/;

/** The question asks for the signs themselves ("what signs", "red flags"), so a whole stage's list may answer. */
const SIGNS_WORD =
  /\b(?:signs?|symptoms?|red flags?|emergency|rush|brush off|ignore|still (?:matter|count|apply)|look out for|watch(?:ing)? (?:out )?for|supposed to say|what to say|what (?:do|should) (?:i|we) say)\b/;

/** The baby is the one the question is about (after the birth). */
const BABY_WORDS =
  /\b(?:baby|babys|babies|newborn|infant|lo|bub|bubba|son|grandson|granddaughter|grandchild|(?:day|week|wk|month|mo)s? old|feeds?|feeding|feeder|eater|bottles?|nappy|nappies|diapers?|snuffles|snotty|spit ?up|spits up|spitting up|formula|nanny|daycare|nursery)\b/;
/** ...unless it is about the mother's own body after the birth. */
const MOTHER_OWN =
  /\b(?:after (?:the )?(?:birth|delivery)|pp|postpartum|post partum|post delivery|csection|c section|caesarean|cesarean|wound|stitches|my tear|mastitis|my milk|if i get|i get hot|my ob|she gave birth|delivered)\b/;
/** Someone asks on her behalf (partner, parent, in-law). */
const FOR_HER =
  /\b(?:my (?:wife|partner|girlfriend|gf|fiancee|daughter(?: in law)?|daughterinlaw|dil|sister)|husband here|dad here|grand(?:pa|ma|father|mother)|she|her)\b/;

/** Someone named as asking for her (partner, parent, in-law), whoever else the message speaks of. */
const NAMED_HER =
  /\b(?:my (?:wife|partner|girlfriend|gf|fiancee|daughter(?: in law)?|daughterinlaw|dil)|husband here|dad here)\b/;
/** The signs asked about as still counting: after the six-week check, months on. */
const STILL =
  /\b(?:still (?:matter|count|apply|counts|matters)|after (?:the |her |my )?(?:six|6)[ -]?(?:week|wk)s?(?: check| checkup| check up)?|cleared)\b/;

/** The birth named as past: "3 weeks post birth", "since she delivered". */
const AFTER_BIRTH =
  /\b(?:post ?birth|postpartum|post partum|postnatal|after (?:the |giving )?birth|after (?:the |her |my )?delivery|since (?:the )?birth|gave birth|delivered)\b/;

type Who = 'her' | 'baby';
interface Part {
  /** The words that name the part of the body or the worry. */
  words: RegExp;
  /** Signs when she is pregnant, after the birth (her own body), and for the baby. */
  pregnant: readonly string[];
  postpartum: readonly string[];
  baby: readonly string[];
  /** The baby only when baby words are present (breathing, temperature); otherwise the baby by default after the birth. */
  babyNeedsWords?: true;
}

const PARTS: readonly Part[] = [
  {
    words: /\b(?:legs?|calf|calves|dvt|blood clots?|clot in)\b/,
    pregnant: ['leg-clot-signs', 'chest-pain-breathing'],
    postpartum: ['leg-clot-signs', 'chest-pain-breathing'],
    baby: [],
  },
  {
    // A long drive, a flight or a trip: a clot's signs, and in pregnancy the signs that need help wherever she is.
    words:
      /\b(?:long drive|driving|on the road|pull over|flying|fly|flights?|long haul|sectors?|abroad|overseas|over there|layover|conference|trip|holiday|vacation)\b/,
    pregnant: [
      'leg-clot-signs',
      'chest-pain-breathing',
      'vaginal-bleeding',
      'waters-breaking',
      'reduced-fetal-movement',
      'severe-headache',
      'vision-changes',
    ],
    postpartum: ['leg-clot-signs', 'chest-pain-breathing'],
    baby: [],
  },
  {
    words: /\b(?:breath\w*|chest|wheez\w*|snuffles|snotty|stuffy|cold)\b/,
    pregnant: ['chest-pain-breathing'],
    postpartum: ['chest-pain-breathing'],
    baby: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-not-feeding'],
    babyNeedsWords: true,
  },
  {
    words: /\b(?:sick|vomit\w*|throw(?:s|ing)? up|threw up|spit ?up|spits up|spitting up|puk\w*|posset\w*)\b/,
    pregnant: ['severe-vomiting'],
    postpartum: [],
    baby: ['newborn-green-vomit'],
  },
  {
    words: /\b(?:wound|cut|scar|incision|stitches|csection|c section|caesarean|cesarean)\b/,
    pregnant: [],
    postpartum: ['wound-infection', 'fever', 'sepsis-signs'],
    baby: [],
  },
  {
    words: /\b(?:infection|infected|shiver\w*|chills|sepsis|septic)\b/,
    pregnant: ['fever'],
    postpartum: ['fever', 'sepsis-signs', 'wound-infection', 'foul-discharge'],
    baby: ['newborn-fever', 'newborn-floppy-unresponsive', 'newborn-non-blanching-rash'],
    babyNeedsWords: true,
  },
  {
    words:
      /\b(?:temp|temps|temperature|fever|feverish|flu|hot|number on the thermometer|thermometer|reading)\b/,
    pregnant: ['fever'],
    postpartum: ['fever', 'sepsis-signs'],
    baby: ['newborn-fever', 'newborn-low-temperature'],
    babyNeedsWords: true,
  },
  {
    words: /\b(?:headaches?|head ache|migraines?)\b/,
    pregnant: ['severe-headache', 'vision-changes', 'pain-under-ribs', 'sudden-swelling'],
    postpartum: ['postpartum-headache', 'vision-changes', 'severe-high-blood-pressure'],
    baby: [],
  },
  {
    words: /\b(?:blood pressure|bp|labetalol|pre ?eclampsia|preeclampsia)\b/,
    pregnant: [
      'severe-high-blood-pressure',
      'severe-headache',
      'vision-changes',
      'pain-under-ribs',
      'sudden-swelling',
    ],
    postpartum: ['severe-high-blood-pressure', 'postpartum-headache', 'vision-changes'],
    baby: [],
  },
  {
    words: /\b(?:smell\w*|odou?r|whiff|stinks?|pong)\b/,
    pregnant: [],
    postpartum: ['foul-discharge', 'fever'],
    baby: ['newborn-cord-infection'],
  },
  {
    words: /\b(?:swell\w*|swollen|puffy|oedema|edema)\b/,
    pregnant: ['ankle-swelling', 'sudden-swelling', 'leg-clot-signs'],
    postpartum: ['leg-clot-signs'],
    baby: [],
  },
  {
    words: /\b(?:bleed\w*|blood|clots)\b/,
    pregnant: ['vaginal-bleeding', 'heavy-bleeding'],
    postpartum: ['postpartum-heavy-bleeding', 'postpartum-haemorrhage-collapse'],
    baby: [],
  },
  {
    words: /\b(?:movements?|moving|kicks?|kicking)\b/,
    pregnant: ['reduced-fetal-movement', 'reduced-movement-with-pain-or-bleeding'],
    postpartum: [],
    baby: [],
  },
  {
    words:
      /\b(?:feeds?|feeding|feeder|eater|drink\w*|bottles?|formula|nappy|nappies|diapers?|wet|dry|sleepy|sleeps? (?:a lot|too much|through)|hard to wake)\b/,
    pregnant: [],
    postpartum: [],
    baby: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-floppy-unresponsive'],
  },
  {
    words: /\b(?:yellow|jaundice\w*)\b/,
    pregnant: [],
    postpartum: [],
    baby: ['newborn-jaundice', 'newborn-jaundice-unwell'],
  },
  {
    words: /\b(?:mood|anxi\w*|depress\w*|mental health|counsell?ing|therap\w*|crying|dark|low)\b/,
    pregnant: ['persistent-low-mood', 'self-harm-thoughts'],
    postpartum: ['persistent-low-mood', 'self-harm-thoughts', 'postpartum-psychosis'],
    baby: [],
  },
];

/** A whole stage's signs, for "what signs mean we go in?" with no part of the body named. */
const STAGE_SIGNS: Readonly<Record<'pregnant' | 'postpartum' | 'baby', readonly string[]>> = {
  pregnant: [
    'heavy-bleeding',
    'vaginal-bleeding',
    'waters-breaking',
    'reduced-fetal-movement',
    'severe-headache',
    'vision-changes',
    'pain-under-ribs',
    'sudden-swelling',
    'fever',
    'leg-clot-signs',
    'chest-pain-breathing',
    'seizure',
  ],
  postpartum: [
    'chest-pain-breathing',
    'seizure',
    'self-harm-thoughts',
    'postpartum-haemorrhage-collapse',
    'postpartum-heavy-bleeding',
    'sepsis-signs',
    'fever',
    'leg-clot-signs',
    'postpartum-headache',
    'wound-infection',
    'foul-discharge',
    'persistent-low-mood',
  ],
  baby: [
    'newborn-fever',
    'newborn-low-temperature',
    'newborn-breathing-difficulty',
    'newborn-colour-change',
    'newborn-floppy-unresponsive',
    'newborn-seizure',
    'newborn-non-blanching-rash',
    'newborn-green-vomit',
    'newborn-not-feeding',
    'newborn-no-wet-nappy',
  ],
};

/** A country named in the message, for its emergency number (a trip abroad, "the UK's number"). */
const COUNTRIES: readonly [RegExp, string, string][] = [
  [/\b(?:uk|britain|england|scotland|wales|london|nhs)\b/, 'GB', 'the UK'],
  [/\b(?:usa|america)\b/, 'US', 'the US'],
  [/\b(?:canada|canadian|ontario|toronto|vancouver|alberta|quebec)\b/, 'CA', 'Canada'],
  [/\b(?:australia|aussie|sydney|melbourne)\b/, 'AU', 'Australia'],
  [/\b(?:new zealand|nz|aotearoa)\b/, 'NZ', 'New Zealand'],
];

/** "What are the signs?" with a call, a hospital or a worry anywhere in the message ("the 'call someone' signs"). */
const WHAT_SIGNS = /\b(?:what|which|any) (?:\w+ ){0,4}(?:signs|symptoms)\b/;
const CALL_WORDS =
  /\b(?:call\w*|phone|ring|go in|hospital|emergency|worr\w*|serious|brush off|ignore|rush|seen|checked)\b/;
const asks = (text: string) => ASKS.test(text) || (WHAT_SIGNS.test(text) && CALL_WORDS.test(text));

export interface GetHelp {
  content: string;
  covers: string[];
}

/**
 * The "when to get help" answer for a normalised message, or null when it does not ask when to get help or
 * names nothing the catalogue speaks of. `covered`: signs the answer beside it already says when to call about.
 */
export function whenToGetHelp(
  text: string,
  asked: 'pregnant' | 'postpartum' | null,
  week: number | null,
  babyWeeks: number | null,
  country: string | null,
  covered: readonly string[] = [],
): GetHelp | null {
  if (!asked || !asks(text)) return null;
  // "3 weeks post birth" may be read as her weeks of pregnancy: the birth named says which signs are hers.
  const stage = asked === 'pregnant' && AFTER_BIRTH.test(text) ? 'postpartum' : asked;
  const babyWords = stage === 'postpartum' && BABY_WORDS.test(text);
  const own = MOTHER_OWN.test(text);
  const ids: string[] = [];
  let who: Who = 'her';
  for (const part of PARTS) {
    if (!part.words.test(text)) continue;
    const forBaby =
      stage === 'postpartum' &&
      part.baby.length > 0 &&
      (part.babyNeedsWords ? babyWords && !own : babyWords || !part.postpartum.length);
    // In pregnancy, a question about the baby to come (bottles when she is back at work) takes the baby's signs.
    const ahead = stage === 'pregnant' && !part.pregnant.length && BABY_WORDS.test(text);
    const list = forBaby || ahead ? part.baby : stage === 'pregnant' ? part.pregnant : part.postpartum;
    if (ahead && list.length) who = 'baby';
    if (forBaby && list.length) who = 'baby';
    ids.push(...list);
  }
  const general = !ids.length;
  if (general) {
    if (!SIGNS_WORD.test(text)) return null;
    const baby = babyWords && !own && !FOR_HER.test(text);
    who = baby ? 'baby' : 'her';
    ids.push(...STAGE_SIGNS[stage === 'pregnant' ? 'pregnant' : baby ? 'baby' : 'postpartum']);
  }
  const ageWeeks = babyWeeks ?? (stage === 'postpartum' ? week : null);
  const signs = [...new Set(ids)]
    .map((id) => getSign(id))
    .filter((s): s is WarningSign => s !== undefined && !covered.includes(s.id))
    // The catalogue's baby temperature sign is for a baby under 3 months.
    .filter((s) => s.id !== 'newborn-fever' || ageWeeks === null || ageWeeks < 13)
    .filter((s) => stage !== 'pregnant' || week === null || inSignWeeks(s, week));
  const forHer =
    who === 'her' &&
    (NAMED_HER.test(text) || (FOR_HER.test(text) && !/\b(?:i am|im|i have|ive|my own)\b/.test(text)));
  const firstYear = stage === 'postpartum' && who === 'her';
  const yearLine =
    'These signs count for the whole first year after the birth, not only the first weeks or until the six-week check.';
  if (!signs.length)
    // The answer beside it already says when to call; the first year is what a question of "still" asks.
    return firstYear && STILL.test(text) ? { content: yearLine, covers: [] } : null;
  const subject = who === 'baby' ? 'your baby has' : forHer ? 'she has' : 'you have';
  const lines = signs.map(
    (s) => `• ${s.name}, ${levelWords(s)}: ${s.description} If ${subject} this: ${s.whatToDo}`,
  );
  const heading =
    who === 'baby'
      ? 'When to get help for your baby:'
      : stage === 'pregnant'
        ? `When to get help in pregnancy${forHer ? ' (for her)' : ''}:`
        : `When to get help after the birth${forHer ? ' (for her)' : ''}:`;
  const extra: string[] = [];
  if (firstYear) extra.push(yearLine);
  extra.push(numbersLine(text, country));
  const sign = signs[0];
  if (sign) {
    // The catalogue's "what to say": her stage (pregnant and her weeks, or the day she gave birth) and the symptom.
    const pregnant = stage === 'pregnant' && who === 'her';
    const situation = pregnant ? situationFor(sign, { stage, ...(week ? { week } : {}) }) : '';
    extra.push(
      who === 'baby'
        ? `When you call, say how old your baby is and what you are seeing, for example: "My baby is [age] and has ${sign.symptomPhrase}."`
        : forHer
          ? pregnant
            ? `When you call, say that she is ${situation} and what she is having, for example: "She is ${situation} and she is having ${sign.symptomPhrase}."`
            : `When you call, say the day she gave birth and what she is having, for example: "She gave birth on [date] and she is having ${sign.symptomPhrase}."`
          : pregnant
            ? `When you call, say that you are ${situation} and what you are having, for example: "I am ${situation} and I am having ${sign.symptomPhrase}."`
            : `When you call, say the day you gave birth and what you are having, for example: "I gave birth on [date] and I am having ${sign.symptomPhrase}."`,
    );
  }
  const sources = [...new Set(signs.flatMap((s) => s.sources.map((src) => src.org)))];
  extra.push(`Sources: ${sources.join(', ')}.`);
  return { content: [heading, lines.join('\n'), ...extra].join('\n\n'), covers: signs.map((s) => s.id) };
}

/** The sign's level in a few words, beside its name (the catalogue's levels). */
function levelWords(s: WarningSign): string {
  const level = s.triageLevel ?? s.level;
  if (level === 'emergency') return 'an emergency';
  if (level === 'urgent') return 'call now, not tomorrow';
  return s.callWithinDay ? 'call within a day' : 'mention it at the next visit';
}

/** Her country's emergency number, and a named country's when the message names another (a trip abroad). */
function numbersLine(text: string, country: string | null): string {
  const home = emergencyNumbersFor(country);
  const asked =
    /\b(?:number|abroad|overseas|over there|trip|travel\w*|flying|flight|conference|holiday|vacation)\b/.test(
      text,
    );
  const named = asked
    ? COUNTRIES.filter(([re, code]) => re.test(text) && code !== normaliseCountry(country))
    : [];
  const others = named.map(([, code, name]) => {
    const n = emergencyNumbersFor(code);
    return `in ${name}, ${n.numbers.join(' or ')}${n.note ? ` (${n.note.replace(/\.$/, '')})` : ''}`;
  });
  const abroad =
    /\b(?:abroad|overseas|away from home|another (?:city|country)|over there|holiday|vacation|layover|trip|conference)\b/.test(
      text,
    );
  return [
    `${home.label}.`,
    others.length ? ` Elsewhere the number differs: ${others.join('; ')}.` : '',
    abroad
      ? ' Away from home, call the local emergency number or go to the nearest hospital: do not wait to get home.'
      : '',
  ].join('');
}

/** A place in the US named in the message (her profile may say another country). */
const US_PLACES =
  /\b(?:usa|america|ohio|texas|california|florida|new york|georgia|illinois|michigan|arizona|carolina|virginia|washington|pennsylvania|new jersey|chicago|boston|atlanta|seattle|houston|dallas|denver)\b/;
const ASKS_SUPPORT =
  /\b(?:(?:is there|whats|what is|which|any) (?:a |the )?(?:number|helpline|hotline|line)|who (?:do|can|should) (?:i|we|she|he) (?:even )?(?:talk|speak|call|contact|turn)|who can (?:she|i|we) (?:contact|call|talk)|helpline|hotline|where (?:can|do) (?:i|we|she) (?:get|find) (?:help|support))\b/;

/**
 * The crisis and support lines for the country she names or her own (emergency-numbers.ts, the app's one list),
 * said beside a mental-health answer when she asks who to turn to or names a country; null otherwise.
 */
export function supportLines(text: string, country: string | null): string | null {
  const named = US_PLACES.test(text) ? 'US' : (COUNTRIES.find(([re]) => re.test(text))?.[1] ?? null);
  if (!named && !ASKS_SUPPORT.test(text)) return null;
  const lines = crisisLinesFor(named ?? country).filter((l) => l.name !== 'Emergency services');
  if (!lines.length) return null;
  const phrases = lines.map(
    (l) => `${crisisLinePhrase(l)}${l.note ? ` (${l.note.replace(/\.$/, '')})` : ''}`,
  );
  const emergency = emergencyNumbersFor(named ?? country).numbers.join(' or ');
  return `Where to turn: ${phrases.join('; ')}. For thoughts of harming ${FOR_HER.test(text) ? 'herself or the baby' : 'yourself or your baby'}, call emergency services (${emergency}) straight away.`;
}

/** Her mood in the message: support lines may go beside another entry's answer when she asks who to turn to. */
export const MOOD = /\b(?:crying|cry|low|depress\w*|anxi\w*|mood|not coping|cant cope|mental health)\b/;
