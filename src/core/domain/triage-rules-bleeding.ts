/**
 * Bleeding (docs/clinical-safety.md, "Bleeding"). In pregnancy any vaginal bleeding
 * is urgent, and heavy bleeding (heavy, clots, soaking through clothes or a pad within the hour) is an
 * emergency. After the birth ordinary bleeding is expected: soaking a pad in an hour or a clot the size of an
 * egg is urgent, and with faintness, a racing heart or collapse it is an emergency (AWHONN POST-BIRTH; NICE).
 * Blood from somewhere else (nose, gums, nipples, piles, a scratch, the cord) is not vaginal bleeding.
 */
import { pilesBleeding } from './triage-bleeding-piles.ts';
import { remedyBlood } from './triage-bleeding-remedy.ts';
import { flowWithoutTheWord, LUMPS } from './triage-bleeding-flow.ts';
import { termShow } from './triage-bleeding-show.ts';
import { type Reading, sentenceOf, sentenceText } from './triage-context.ts';
import { span } from './triage-mind-figures.ts';
import { active, anywhere, finding, type Finding, nearActive, type Rule } from './triage-rule-kit.ts';

/** Faint, dizzy or a racing heart; with heavy bleeding also "I feel a bit funny" (signs of shock, NICE). */
function faint(r: Reading, heavy = false): boolean {
  return (
    anywhere(r, 'faint') ||
    anywhere(r, 'dizzy') ||
    (anywhere(r, 'heartRace') && anywhere(r, 'heart')) ||
    // "her heartbeat is very fast": a racing heart said with the word fast (the catalogue's racing heart).
    active(r, 'heart').some((i) => nearActive(r, i, ['fast'], 4) >= 0) ||
    (heavy &&
      /\b(?:feel|feeling|felt) (?:a bit |really |so |very |all )?(?:funny|strange|weird|odd|awful|terrible)\b|\bcame over all\b/.test(
        r.read.text,
      ))
  );
}

/** A pad changed or lasting every two hours or more ("one pad every 4 hours", "a pad lasts about 4 hours"). */
const SLOW_PAD =
  /\b(?:pad|pads|towel|compresa)\b.{0,30}\b(?:every|lasts?|lasting|about|each|cada)(?: me| her)? (?:about |around |like )?(?:[2-9]|1\d) (?:hours|hrs|horas)\b/;

const LESS = /^(?:lighter|less|fewer|smaller)$/;
const MESS = /\b(?:poonami|blowout|blow out|nappy|nappies|diapers?|vomit\w*|puke\w*|hair|hairs)\b/;
function heavyOrFast(r: Reading, i: number): boolean {
  // In its sentence, or said as an effect at the start of the next ("this much blood? it's running down my legs").
  const next = r.mentions.find(
    (m) =>
      m.c === 'heavy' &&
      r.tokens[m.start]?.sent === sentenceOf(r, i) + 1 &&
      m.start - i <= 14 &&
      !/^(?:loads|lots|alot|tons|massive|huge|heavy|heavier|heavily)$/.test(r.tokens[m.start]?.w ?? ''),
  );
  const heavy =
    nearActive(r, i, ['heavy', 'clot'], 9) >= 0
      ? nearActive(r, i, ['heavy', 'clot'], 9)
      : (next?.start ?? -1);
  // "like a heavy period" after the birth is ordinary lochia.
  const periodLike =
    heavy >= 0 && r.stage === 'postpartum' && /^(?:period|periods|flow)$/.test(r.tokens[heavy + 1]?.w ?? '');
  // "mucho menos", "heaps lighter": a flow getting lighter, not heavy; "red after I walk a lot": how much she walked.
  const lessening =
    LESS.test(r.tokens[heavy + 1]?.w ?? '') || r.at[heavy + 1]?.has('less') || doneALot(r, heavy);
  // "too much? one pad every 4 hours", "heavier... one pad lasts me 4 hrs" (H91): a pad rate below the catalogue's hour.
  const slowPad =
    SLOW_PAD.test(r.read.text) &&
    !/\b(?:soak\w*|through|big clots?|dizzy|faint)\b/.test(r.read.text.replace(/\bno big clots?\b/g, ''));
  if (
    heavy >= 0 &&
    !periodLike &&
    !lessening &&
    !slowPad &&
    !(
      r.at[heavy]?.has('clot') &&
      r.stage === 'postpartum' &&
      !/\b(?:big|bigger|huge|massive|egg|plum|fist|palm|golf|lemon)\b/.test(r.read.text)
    )
  )
    return true;
  // Lumps or chunks with the blood ("the toilet bowl is red and there's lumps"): clots by their look.
  // ("my nipples are in bits": worn to bits is a figure, not lumps.)
  const from = Math.max(0, i - 9);
  if (
    r.tokens
      .slice(from, i + 10)
      .some((t, k) => LUMPS.test(t.w) && !/^(?:in|to)$/.test(r.tokens[from + k - 1]?.w ?? ''))
  )
    return true;
  // A pad (or a towel, or clothes) filled within the hour, or pads counted faster than one an hour.
  const pad = nearActive(r, i, ['pad', 'wipe'], 12);
  return (pad >= 0 && r.numbers.withinHour.has(sentenceOf(r, pad))) || (r.numbers.padsPerHour ?? 0) >= 1;
}

/** An amount that measures what she did ("after I walk a lot", "when I'm on my feet loads"), not the blood. */
const AMOUNT = /^(?:a lot|alot|lots|loads|so much|too much|heaps|tons)\b/;
const ACTIVITY =
  /^(?:walk|walked|walking|walks|move|moved|moving|lift|lifted|lifting|stand|standing|stood|feet|up|about|around|do|did|doing|exercise|exercising|climb\w*|stairs|cry|crying|cough\w*|push\w*|carry\w*|sit|sitting|couch|sofa|bed|rest|resting|sleep|sleeping|lying|napping)$/;
const doneALot = (r: Reading, at: number) =>
  AMOUNT.test(span(r, at, at + 2)) && ACTIVITY.test(r.tokens[at - 1]?.w ?? '');

/** Sizes below the catalogue's egg ("clots the size of a pea"). */
/**
 * "spotting after my sweep yesterday, stopped": light spotting after a sweep or an internal examination, told as
 * over, is what the examination leaves (iteration 14 asked for a professional's word; the family needs none). So is
 * spotting checked ("they scanned", "had a check") and told as over ("nothing since"; "have sex again" asks about
 * sex, it is not the spotting again; iteration 40, H121), as is a scan told fine or a visit to the maternity unit
 * (iteration 42). Any bleeding that goes on, comes back or is more than
 * spotting still raises.
 */
const AFTER_CHECK =
  /\b(?:after|since|from) (?:my |the |her |a )?(?:membrane )?(?:sweep|smear|smear test|pap|pap smear|swab|cervical screening|cervix check|cervical check|internal|internal exam|internal examination|examination|exam|vaginal exam)\b|\b(?:they|she|he|we|i) (?:scanned|checked|examined)\b|\b(?:had|got) (?:a |an )?(?:scan|check)\b|\bscan (?:was )?(?:fine|ok|okay|normal|good|clear|all fine)\b|\b(?:went|been) (?:in )?to (?:the )?(?:maternity|hospital|assessment|triage|labour ward|epau|day unit)\b/;
/** A light bleed as she tells its amount: "a bit of bleeding", "some light bleeding" (H126: checked, nothing since). */
const LIGHT_BEFORE =
  /\b(?:a bit of|a little|a little bit of|a small amount of|some|light|slight|a few drops of)(?: light| slight)?$/;
function spottingAfterCheckStopped(r: Reading, i: number): boolean {
  const text = r.read.text;
  return (
    (r.at[i]?.has('spotting') === true || LIGHT_BEFORE.test(span(r, i - 4, i))) &&
    AFTER_CHECK.test(text) &&
    /\b(?:stopped|has stopped|it stopped|gone now|nothing since|no more since|finished|\w+ days? clean|clean since)\b/.test(
      text,
    ) &&
    !/\b(?:(?<!\b(?:sex|it|intercourse|exercise|running|swimming|work|gym|flying|try|trying) )again|still|come back|came back|coming back|is back|it is back|back and|heavier|more than)\b/.test(
      text,
    )
  );
}

const FLIGHT = /\b(?:flight|flights|flying|plane|long haul|stockings)\b/;
const SMALL =
  /\b(?:pea|peas|peanut|coin|5p|10p|penny|fingernail|raisin|blueberry|guisante|garbanzo|moneda|lenteja)\b/;

/** Small marks said of what comes out: on a pad, in underwear, on the paper. */
/** Where a clot in a vessel sits ("in her leg", "en el pulmón"). */
const VESSEL_CLOT =
  /^(?:in|on|en) (?:(?:my|her|his|the|one|el|la|los|su) )?(?:leg|legs|calf|calves|thigh|lung|lungs|arm|brain|head|pierna|piernas|pantorrilla|gemelo|pulmon|pulmones|cerebro|brazo)\b/;

const SPECKS =
  /^(?:spot|spots|dots|dot|specks|speck|flecks|fleck|drops|drop|droplets|manchitas|manchita|gotitas|gotas|puntitos)$/;

/** Bleeding from below, named as a second place ("from my nose and also from down below"). */
const BELOW =
  /\b(?:and|also|too|plus|as well|y|tambien)\b(?: \w+){0,3} (?:from )?(?:down below|down there|below|my vagina|vagina|vaginally|front bottom|privates|on (?:my|the) pad|in my (?:knickers|pants|underwear)|por abajo|de abajo|abajo)\b/;

/** Whether a benign place named beside the bleeding ("when I blow my nose") is joined by her vagina: it excuses neither. */
const alsoBelow = (r: Reading, i: number) => BELOW.test(span(r, i, i + 16));
const belowAt = (r: Reading, i: number) => {
  for (let k = i + 1; k < Math.min(r.tokens.length, i + 16); k++)
    if (
      /^(?:below|there|vagina|vaginally|bottom|privates|pad|knickers|pants|underwear|abajo)$/.test(
        r.tokens[k]?.w ?? '',
      )
    )
      return k;
  return i;
};

export const bleedingRules: Rule = (r) => {
  const out: Finding[] = [];
  const collapse = r.stage !== 'pregnant' && faint(r);
  const heavy = (at: number, phrase: string) => {
    out.push(finding('heavy-bleeding', at, 'mother', 'event', phrase));
    if (r.stage !== 'pregnant' && faint(r, true))
      out.push(finding('postpartum-haemorrhage-collapse', at, 'mother', 'event', `${phrase} and faint`));
  };
  // After the birth, bleeding with faintness, a racing heart or collapse is an emergency whatever the amount said
  // (NICE: postpartum haemorrhage with signs of shock).
  const bleedings = [...active(r, 'bleed'), ...flowWithoutTheWord(r)];
  if (
    collapse &&
    bleedings.some(
      (i) => !r.at[i]?.has('notBleed') && !remedyBlood(r, i) && nearActive(r, i, ['benignSite'], 5) < 0,
    )
  )
    out.push(
      finding('postpartum-haemorrhage-collapse', bleedings[0] ?? 0, 'mother', 'event', 'bleeding and faint'),
    );
  for (const told of bleedings) {
    // Bleeding gums, nose, nipples, piles, a scratch or the cord stump; blood pressure, a blood test.
    const benign = nearActive(r, told, ['benignSite'], 5) >= 0;
    if (
      r.at[told]?.has('notBleed') ||
      remedyBlood(r, told) ||
      (benign && !alsoBelow(r, told)) ||
      pilesBleeding(r)
    )
      continue;
    // (Its amount is read where her bleeding is placed: "...and also from down below, soaked a pad".)
    const i = benign ? belowAt(r, told) : told;
    // "the sink looks like a crime scene" after brushing bleeding gums: a figure for the gums' blood.
    // So is a nappy explosion's ("poonami... absolute crime scene") or hair's (H93), no other word of blood told.
    const figure = (k: number) => /^(?:crime|murder|bloodbath|massacre)$/.test(r.tokens[k]?.w ?? '');
    const mess =
      (anywhere(r, 'stool') || MESS.test(r.read.text)) && bleedings.every((k) => figure(k) || figure(k - 1));
    if (figure(i) && (anywhere(r, 'benignSite') || mess)) continue;
    if (heavyOrFast(r, i)) heavy(i, 'heavy bleeding');
    else if (r.stage !== 'postpartum' && spottingAfterCheckStopped(r, i)) continue;
    else if (r.stage === 'postpartum')
      out.push(
        finding('postpartum-heavy-bleeding', i, 'mother', 'event', 'bleeding after the birth', { ask: true }),
      );
    else out.push(finding('vaginal-bleeding', i, 'mother', 'event', 'bleeding'));
  }
  // Clots: in pregnancy heavy bleeding; after the birth a clot the size of an egg or larger.
  for (const i of active(r, 'clot')) {
    // "a blood clot in her leg", "clots on a 9hr flight": in a vessel, not passed ("blood clot big, bigger than egg").
    const flight = FLIGHT.test(sentenceText(r, sentenceOf(r, i))) && !anywhere(r, 'bleed');
    const passed = nearActive(r, i, ['big'], 4) >= 0 && !anywhere(r, 'leg');
    if ((r.at[i]?.has('dvt') && !passed) || VESSEL_CLOT.test(span(r, i + 1, i + 5)) || flight) continue;
    // ("clear jelly-like mucus, no blood in it", "her plug, clear jelly-like": the plug's jelly, when no blood is told.)
    const jelly =
      /\b(?:jelly|gelatina|gelatinoso|gelatinosa)\b/.test(span(r, i, i + 3)) &&
      !/clot|coagul/.test(span(r, i, i + 3));
    if (
      jelly &&
      nearActive(r, i, ['discharge'], 20, false) >= 0 &&
      !anywhere(r, 'bleed') &&
      !anywhere(r, 'red')
    )
      continue;
    // After the birth "like a heavy period" is ordinary lochia, and a clot the size of a pea is below the egg.
    const heavyNear = nearActive(r, i, ['heavy'], 6);
    const periodLike = /^(?:period|periods|flow|regla)$/.test(r.tokens[heavyNear + 1]?.w ?? '');
    const small = SMALL.test(span(r, i + 1, i + 6));
    if (
      r.stage !== 'postpartum' ||
      (!small && (nearActive(r, i, ['big'], 9) >= 0 || (heavyNear >= 0 && !periodLike)))
    )
      heavy(i, 'passing clots');
    else out.push(finding('postpartum-heavy-bleeding', i, 'mother', 'event', 'a clot', { ask: true }));
  }
  // A pad soaked within the hour, said without the word blood.
  for (const i of active(r, 'pad')) {
    if (!r.numbers.withinHour.has(sentenceOf(r, i)) && !hourlyPads(span(r, i, i + 9))) continue;
    if (
      nearActive(r, i, ['heavy', 'wet', 'bleed'], 8) >= 0 ||
      /\b(?:through|filling|filled|fills|full|soaked|soaking|changing|going through|cambio|llena|llene|empapad\w*)\b/.test(
        r.read.text,
      )
    )
      heavy(i, 'soaking a pad within an hour');
  }
  // Pink, brown or red on wiping, in underwear or on a tissue, in pregnancy; spots or specks there are spotting too
  // ("spots on my pad"), where on the skin they would be a rash. (The show at term is not: triage-bleeding-show.ts.)
  if (r.stage !== 'postpartum' && !termShow(r) && !pilesBleeding(r)) {
    const specks = active(r, 'rash').filter(
      (i) =>
        SPECKS.test(r.tokens[i]?.w ?? '') &&
        nearActive(r, i, ['leg', 'faceHands', 'belly', 'breast', 'mouth', 'chest', 'feet', 'palmsSoles'], 5) <
          0,
    );
    for (const i of [...active(r, 'spotting'), ...specks])
      if (nearActive(r, i, ['wipe', 'pad', 'discharge'], 6) >= 0 && nearActive(r, i, ['benignSite'], 6) < 0)
        out.push(finding('vaginal-bleeding', i, 'mother', 'event', 'pink or brown when wiping'));
  }
  return out;
};

/** "gone through a maxi pad at 1, 2 and 3 o'clock": a pad changed on each hour of the clock, one an hour. */
function hourlyPads(s: string): boolean {
  const m = /^\w+ (?:at|by) (\d{1,2})((?: and)? \d{1,2}){2,}\b/.exec(s);
  const found = m ? m[0].replace(/^\D+/, '') : '';
  const hours = found ? found.split(/ (?:and )?/).map(Number) : [];
  return hours.length >= 3 && hours.every((h, k) => k === 0 || h - (hours[k - 1] ?? 0) === 1);
}
