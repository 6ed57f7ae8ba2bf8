/**
 * Signs of pregnancy itself (docs/clinical-safety.md, "Pregnancy"). From 24 weeks a baby moving less, not at all,
 * or differently is urgent the same hour, and an emergency with pain or bleeding (NHS; triage-rules-movements.ts). Waters breaking or fluid
 * leaking (a gush, a trickle, wet underwear that is not wee), painful regular contractions before 37 weeks, itching
 * of the palms and soles, vomiting with nothing kept down, dizziness or fainting, and tiredness she says is not
 * normal are urgent (CDC Hear Her; NHS).
 */
import { listedEvery } from './triage-number-clocks.ts';
import { negated, sentenceOf, sentenceText } from './triage-context.ts';
import { span } from './triage-mind-figures.ts';
import { movementFindings } from './triage-rules-movements.ts';
import { exhaustionFindings } from './triage-rules-exhaustion.ts';
import {
  active,
  all,
  anywhere,
  finding,
  type Finding,
  inSentence,
  nearActive,
  type Rule,
} from './triage-rule-kit.ts';

/** "what is the mucus plug?": asked about. */
/** "show" as a verb ("I'll show the midwife the log", "can show you"), not the show of labour. */
const SHOW_VERB =
  /\b(?:i|you|we|he|she|they|ill|ll|will|would|to|can|could|and|lets|then|gonna|did|do|please) show (?:the|her|him|them|you|me|us|my|it|this|up|how|what)\b|\b(?:belly|bump|tummy|stomach) (?:a|start|starting to|begin to|now) show\b/;
const WHAT_IS = /\b(?:what is|what s|whats|que es|what does|how do i know)(?: the| a| el| my)?(?: mucus)?$/;

/** Fluid running down her legs. */
const DOWN_LEG = /\bdown (?:my|her|the inside of my|the inside of her|mis|sus) (?:legs?|thighs?|piernas?)\b/;

const GUESS =
  /\b(?:probably|prob|maybe|perhaps|might be|could be|guess|must be|hopefully|surely|assume|i thought i|thought i had)\b/;
const AGAIN =
  /\b(?:keep|keeps|kept|again and again|over and over|(?:\d|two|three|four|five|several|few) times|changed (?:them|my|her)|all (?:day|morning|night|afternoon))\b/;
const APART_FIGURE =
  /^(?:coming|come|comes|falling|fall|falls|fell|split|splitting|splits|pulled|pulling|ripping|ripped|tearing|torn|being|moving|drifting|prised|pried|pushed)$/;
const HOUSE_WATER =
  /\b(?:geyser|pipes?|boiler|water tank|ceiling|roof|plumber|flood|flooded|flooding|washing machine|dishwasher|radiator|hose|burst main|water main|cistern|leaky tap|the tap)\b/;
const CLEAR =
  /\b(?:clear|watery|like water|colourless|colorless|transparent|no smell|not smell|does not smell|odourless)\b/;

export const pregnancyRules: Rule = (r) => {
  const out: Finding[] = r.stage === 'postpartum' ? [] : movementFindings(r);
  const weeNot =
    all(r, 'wee').some((i) => negated(r, i)) ||
    /\b(?:can not tell|not sure if|can not control|no es pipi)\b/.test(r.read.text);
  // ("probably just wee lol", "maybe it's wee": a guess beside the sign is not a finding that it is wee.)
  const weeYes = active(r, 'wee').some(
    (i) => !/\b(?:not|no)\b/.test(r.tokens[i - 1]?.w ?? '') && !GUESS.test(span(r, i - 4, i)),
  );
  // Clear fluid, again and again, that she changes for: the catalogue's "wet underwear that is not wee".
  // ("is this just discharge being weird?": discharge asked about as a cause is not discharge told.)
  const againClear =
    AGAIN.test(r.read.text) &&
    CLEAR.test(r.read.text) &&
    !active(r, 'discharge').some((k) => !r.read.questions.has(sentenceOf(r, k)));
  // Waters: broken, gone, leaking; a gush or trickle; wet clothes that are not wee.
  for (const i of active(r, 'waters')) {
    // "a glass of water", "drinking water", "went after some water and a nap": water she drinks.
    if (
      /^(?:of|drink|drinking|drank|glass|bottle|sip|sips|cold|hot|warm|tap|more|fizzy|sparkling|con|some|enough|plenty|little|extra|agua)$/.test(
        r.tokens[i - 1]?.w ?? '',
      )
    )
      continue;
    // "went after water and one paracetamol", "eased with water": a headache gone after a drink, not her waters.
    // ("gone after paracetamol n water", H100: the water is the second thing after "after".)
    const after =
      /^(?:and|n|plus)$/.test(r.tokens[i - 1]?.w ?? '') && /\b(?:after|with)\b/.test(span(r, i - 4, i));
    if (r.tokens[i]?.w === 'water' && (after || /^(?:after|with|plus)$/.test(r.tokens[i - 1]?.w ?? '')))
      continue;
    // "our geyser burst, water all through the ceiling" (H92): the house's water, not hers (her waters still are).
    if (r.tokens[i]?.w === 'water' && HOUSE_WATER.test(sentenceText(r, sentenceOf(r, i)))) continue;
    // (Clear fluid again and again in her underwear or on a pad: "keep getting clear watery fluid in my underwear".)
    const seeping = againClear && nearActive(r, i, ['wipe', 'pad'], 5) >= 0;
    if (
      (seeping || nearActive(r, i, ['brk', 'leak', 'wet'], 5) >= 0) &&
      nearActive(r, i, ['breast', 'feed'], 6) < 0
    )
      out.push(finding('waters-breaking', i, 'mother', 'event', 'waters breaking'));
  }
  for (const i of active(r, 'leak')) {
    if (nearActive(r, i, ['breast', 'discharge', 'bleed'], 5) >= 0 || (weeYes && !weeNot)) continue;
    if (weeNot || nearActive(r, i, ['wipe', 'wet', 'waters'], 9) >= 0 || DOWN_LEG.test(r.read.text))
      out.push(finding('waters-breaking', i, 'mother', 'event', 'fluid leaking'));
  }
  // ("had to change my pad 3 times today, it's damp every time ... doesn't smell like wee": a pad, as underwear.)
  // ("I thought I peed myself... changed my underwear and an hour later they're wet again": wet again after a
  // change, when what she took for wee is in doubt or the fluid is clear.)
  const weeDoubted = all(r, 'wee').some((i) => GUESS.test(span(r, i - 8, i)));
  const rewet = (i: number) =>
    /^(?:again|through)$/.test(r.tokens[i + 1]?.w ?? '') &&
    /\bchanged\b/.test(r.read.text) &&
    nearActive(r, i, ['wipe', 'pad'], 10) >= 0 &&
    (weeDoubted || againClear);
  for (const i of active(r, 'wet'))
    if (
      rewet(i) ||
      ((nearActive(r, i, ['wipe'], 5) >= 0 || (nearActive(r, i, ['pad'], 8) >= 0 && weeNot)) &&
        (weeNot || againClear || nearActive(r, i, ['leak', 'waters'], 8) >= 0) &&
        !(weeYes && !weeNot))
    )
      out.push(finding('waters-breaking', i, 'mother', 'event', 'wet underwear that is not wee'));
  // Regular contractions (the catalogue keeps this to before 37 weeks).
  const timed = r.numbers.intervals.some((m) => m <= 20) || listedEvery(r.read.text) <= 20;
  // ("tightenings that come and go, 3 or 4 a day, they don't hurt... braxton hicks?": coming and going is what every
  // tightening does; without minutes between them or pain it is not the catalogue's painful regular contractions.)
  const comeAndGo = (k: number) => /^(?:come|comes|coming)$/.test(r.tokens[k]?.w ?? '');
  // ("my hips are coming apart", "pelvis pulled apart" (H93): a figure for the pelvis's pain, not contractions apart.)
  const apartFigure = (k: number) =>
    r.tokens[k]?.w === 'apart' && APART_FIGURE.test(r.tokens[k - 1]?.w ?? '') && !timed;
  const regularAt = (k: number) => !apartFigure(k) && (!comeAndGo(k) || timed || anywhere(r, 'pain'));
  const regular = timed || active(r, 'regular').some(regularAt);
  // ("are braxton hicks supposed to hurt and come every 8 minutes?": painful tightenings timed minutes apart are the
  // catalogue's early contractions whatever she calls them; Braxton Hicks are irregular and fade.)
  const practice = (i: number) =>
    inSentence(r, i, 'braxton') >= 0 && !(timed && inSentence(r, i, 'pain') >= 0);
  // Each tightening or pain is offered: one a friend names ("my friend say is false contraction") is hers to judge,
  // not the one she feels ("it hurt in my back... every 10 minutes").
  // ("my lower back is killing me... I take paracetamol regularly": regular is said of the pain or tightening,
  // in its sentence, not of a medicine or an appointment elsewhere.)
  const regularHere = (i: number) => {
    const k = inSentence(r, i, 'regular');
    return timed || (k >= 0 && regularAt(k));
  };
  if (regular)
    for (const i of [...active(r, 'contraction'), ...active(r, 'pain')])
      if (!practice(i) && regularHere(i) && nearActive(r, i, ['head', 'leg', 'breast'], 4) < 0)
        out.push(finding('preterm-contractions', i, 'mother', 'symptom', 'regular contractions'));
  // "I think I'm in labour" before 37 weeks (the catalogue keeps the sign to weeks 20-36), said of her now, not
  // "if something went wrong in labour" nor "will they do anything different when I'm in labour?" (a time to come).
  for (const i of active(r, 'contraction'))
    if (
      /^(?:in|going|labour|labor|labouring|laboring)$/.test(r.tokens[i]?.w ?? '') &&
      !/\b(?:when|once|whenever|if|until|till|before|cuando|si) (?:i am|i go|she is|she goes|im|i get|i m)$/.test(
        span(r, i - 3, i),
      ) &&
      !r.at[i]?.has('braxton') &&
      /\b(?:i am|she is|am i|is she|think|might be|could be|maybe|started|now|already)\b/.test(
        r.tokens
          .slice(Math.max(0, i - 4), i + 4)
          .map((t) => t.w)
          .join(' '),
      )
    ) {
      out.push(finding('preterm-contractions', i, 'mother', 'symptom', 'in labour'));
      break;
    }
  // Pressure low in the pelvis, as if the baby is pushing down: the catalogue's "pressure in my pelvis".
  for (const i of active(r, 'pelvicPressure')) {
    out.push(finding('preterm-contractions', i, 'mother', 'symptom', 'pressure in the pelvis'));
    break;
  }
  // Losing the mucus plug before 37 weeks may be early labour.
  // ("what is the mucus plug?": the thing asked about, not lost.)
  for (const i of active(r, 'discharge'))
    if (
      /^(?:plug|show|tapon)$/.test(r.tokens[i]?.w ?? '') &&
      !WHAT_IS.test(span(r, i - 5, i)) &&
      !SHOW_VERB.test(`${span(r, i - 2, i)} show ${span(r, i + 1, i + 2)}`)
    )
      out.push(finding('preterm-contractions', i, 'mother', 'event', 'losing the mucus plug'));
  // Itching of the palms and soles.
  // ("las palmas y las plantas de los pies no me pican nada": the itch said of them is the one denied.)
  // ("her bump isn't itchy, just hands and feet": the palms set against the denial are the itchy ones.)
  const setAgainst = (i: number) => /\b(?:just|only|but)\b(?: \w+){0,3}$/.test(span(r, i - 4, i));
  // ("but my hands and feet are totally fine": said to be fine.)
  const fineAfter = (i: number) =>
    /^(?:\w+ ){0,2}(?:are|is|feel|feels|look|looks) (?:\w+ )?(?:fine|ok|okay|normal)\b/.test(
      span(r, i + 1, i + 7),
    );
  const palms = all(r, 'palmsSoles').filter((i) => !setAgainst(i) || fineAfter(i));
  const palmsDenied = palms.some((i) => negated(r, i) || fineAfter(i));
  const itchDenied = palms.some((i) =>
    all(r, 'itch').some(
      (k) => r.tokens[k]?.sent === r.tokens[i]?.sent && Math.abs(k - i) <= 7 && negated(r, k),
    ),
  );
  // (Unless another itch is said of them: "my palms don't itch but the soles of my feet itch like mad".)
  const palmsItch = active(r, 'itch').some((k) =>
    all(r, 'palmsSoles').some((i) => i < k && k - i <= 5 && r.tokens[i]?.clause === r.tokens[k]?.clause),
  );
  // ("...the bottoms of my feet all nite?? palms of my hands too. no rash, just mad itching": fragments.)
  for (const i of active(r, 'itch'))
    if (
      (nearActive(r, i, ['palmsSoles'], 7) >= 0 || nearActive(r, i, ['palmsSoles'], 10, false) >= 0) &&
      !palmsDenied &&
      (!itchDenied || palmsItch)
    )
      out.push(finding('itchy-palms-soles', i, 'mother', 'symptom', 'itchy palms or soles'));
  // ("not itchy at all, just my palms and the soles of my feet": the itch denied elsewhere is theirs.)
  const excepted = all(r, 'palmsSoles').find(
    (i) =>
      setAgainst(i) &&
      all(r, 'itch').some((k) => k < i && sentenceOf(r, k) === sentenceOf(r, i) && negated(r, k)),
  );
  if (excepted !== undefined && !palmsDenied)
    out.push(
      finding('itchy-palms-soles', excepted, 'mother', 'symptom', 'itchy palms or soles', {
        selfNegated: true,
      }),
    );
  const DRY =
    /\b(?:dark|darker|brown|very little|hardly any|barely any|very less|less and less|not (?:peed|weed|been for a wee)|hardly (?:peed|weed)|barely (?:peed|weed)|(?:not|no|any) (?:pee|wee|urine) (?:since|all day|today|for)|not (?:urinated|passed urine)|oscura|muy poca)\b/;
  // Fluids coming back: every drink, even water, ice chips or ORS, back within minutes; or weight lost to it.
  const FLUIDS_BACK =
    /\b(?:every time i (?:drink|sip|have a drink)|(?:even|including|incl) (?:water|ice|ice chips|ors|sips?|a sip|juice|fluids|dioralyte|electrolytes?)|(?:comes?|coming) back (?:up )?(?:in|within|after) (?:\d+|a few|one|two|five) (?:minutes?|mins?)|lost \d+(?:\.\d+)? ?(?:kg|kgs|kilos?|lbs?|pounds|stone))\b/;
  const KEPT_DOWN =
    /^(?:keep|keeping|kept)(?: \w+){1,5} down (?:ok|okay|fine|alright|well|mostly|most of the time|no problem)\b/;
  const WORN =
    /\b(?:brasier|brassiere|sosten|sujetador|bra|ropa|camiseta|blusa|roce|rozar|que me toquen|tocarlos|tocarme|la sabana|las sabanas)\b/;
  // Vomiting with nothing kept down, or over and over, or with dark or scant urine.
  // ("not keeping water down at all": the keeping is negated, and that negation is the sign; iteration 49's left.)
  const notKept = all(r, 'keep').filter(
    (k) =>
      /\b(?:not|never)(?: been| really)?$/.test(span(r, k - 3, k)) &&
      /^\w+(?: \w+){0,4} down\b/.test(span(r, k, k + 6)),
  );
  for (const i of new Set([
    ...active(r, 'vomit'),
    ...active(r, 'keep'),
    ...notKept,
    ...active(r, 'cantKeep'),
  ])) {
    const cant =
      r.at[i]?.has('cantKeep') ||
      (/\b(?:not|nothing|can not|could not)\b/.test(
        r.tokens
          .slice(Math.max(0, i - 4), i)
          // (Not "sick all day not just morning. keeping food and water down ok": another sentence's "not"; Q37.)
          .filter((t) => t.sent === r.tokens[i]?.sent)
          .map((t) => t.w)
          .join(' ')
          .replace(/\bnot (?:just|only)\b/g, ''),
      ) &&
        r.at[i]?.has('keep') &&
        !KEPT_DOWN.test(span(r, i, i + 8)) &&
        // ("nothing yet, my gran keeps telling me": keeping on doing something, not keeping food down.)
        !/ing$/.test(r.tokens[i + 1]?.w ?? ''));
    // "me duelen los pechos, no aguanto ni el brasier": what she cannot bear is a touch or clothes, not food or drink.
    if (r.at[i]?.has('cantKeep') && WORN.test(span(r, i, i + 6))) continue;
    // "couldn't keep my eyes open", "can't keep awake", "can't keep doing this", restless legs she "can't keep
    // still" (H98): what she cannot keep is herself awake, going on or still, not food.
    if (
      r.at[i]?.has('cantKeep') &&
      /\bkeep (?:my eyes|awake|track|up with|(?:them|it|my legs|my feet|my leg) still|still|(?!(?:no|any|some|every)thing)\w+ing)\b/.test(
        span(r, i, i + 6),
      )
    )
      continue;
    const often = r.numbers.times.some((n) => n >= 5) && r.at[i]?.has('vomit');
    // Sickness with dark or little urine: the catalogue's "dark wee" of being unable to keep fluids down.
    const dry = r.at[i]?.has('vomit') && all(r, 'wee').some((k) => DRY.test(span(r, k - 4, k + 5)));
    const back =
      r.at[i]?.has('vomit') &&
      FLUIDS_BACK.test(r.read.text) &&
      !/\b(?:can|could|am|i am) (?:still )?(?:keep|keeping) |\bkeeping (?:\w+ ){1,4}down (?:fine|ok|okay)\b/.test(
        r.read.text,
      );
    if (cant || often || dry || back) {
      // ("how do I tell my boss when I've been throwing up so much? I haven't kept anything down...": read where it
      // is told, not in the question it was first named in.)
      const told = [i, ...all(r, 'cantKeep'), ...all(r, 'wee')].find(
        (k) => !r.read.questions.has(sentenceOf(r, k)),
      );
      out.push(
        finding('severe-vomiting', told ?? i, 'mother', 'symptom', 'cannot keep fluids down', {
          selfNegated: true,
        }),
      );
      break;
    }
  }
  // Dizziness or fainting.
  for (const i of [...active(r, 'faint'), ...active(r, 'dizzy')])
    if (
      !PRICE_SHOCK.test(sentenceText(r, sentenceOf(r, i))) &&
      !SPINNING_WITH.test(sentenceText(r, sentenceOf(r, i))) &&
      (inSentence(r, i, 'brief') < 0 ||
        r.at[i]?.has('faint') ||
        nearActive(r, i, ['constant', 'persist'], 10) >= 0 ||
        // Brief spells that come again and again, black out her sight or nearly floor her are not nothing.
        r.numbers.times.some((n) => n >= 3) ||
        /\b(?:all day|all morning|for hours|for days|had to lie|had to sit|(?:almost|nearly) f[ae]ll|hold (?:on to )?the wall|black (?:comes|came) in|goes black|went black)\b/.test(
          r.read.text,
        ))
    )
      // A faint stays significant once over; dizziness told as gone ("completely gone, not one spell in over a
      // week") is over.
      out.push(
        finding(
          'dizziness-fainting',
          i,
          'mother',
          r.at[i]?.has('faint') ? 'event' : 'symptom',
          'dizzy or fainting',
        ),
      );
  out.push(...exhaustionFindings(r));
  return out;
};

/** "my head is spinning with all these pram options": a head full of choices or news, not dizziness (H107). */
const SPINNING_WITH =
  /\b(?:head|mind|brain)(?: is| s|s)? (?:spinning|swimming|whirling|reeling) (?:with|from|over|trying to|thinking)\b(?! (?:the )?(?:pain|dizziness|headache))/;

/** "nearly passed out when I saw how much prams cost": a figure for a price, not a faint. */
const PRICE_SHOCK =
  /\b(?:when|after) (?:i|we|she) (?:saw|heard|read|found out|looked at|opened|checked)\b.*\b(?:price|prices|cost|costs|bill|how much|quote|receipt|fees?)\b|\bat the (?:price|prices|bill|cost)\b/;
