/**
 * Infection and clots (docs/clinical-safety.md, "Infection, clots and mood"; low mood is in triage-rules-mood.ts).
 * A temperature of 38 C / 100.4 F or more is urgent for her and an emergency for a baby under three months
 * (under 36 C too); a baby's fever is the newborn sign, a partner's or a toddler's is not ours. After the
^ * birth, two signs of sepsis together (shaking she cannot stop, confusion, slurred words, mottled skin, no wee
 * for a day, feeling she is going to die) are an emergency (NHS trust, MKUH; triage-rules-sepsis.ts). A wound that is red, hot, oozing
 * or opening and a foul-smelling discharge are urgent (AWHONN; CDC). One leg swollen, red, warm or painful is
 * urgent (CDC; AWHONN).
 */
import { legChecked } from './triage-leg-checked.ts';
import { unwashedSmell, woundFeared } from './triage-wound-feared.ts';
import { type Reading, statusAt } from './triage-context.ts';
import { active, all, anywhere, finding, type Finding, nearActive, type Rule } from './triage-rule-kit.ts';
import { span } from './triage-mind-figures.ts';
import { feverAsked } from './triage-fever-asked.ts';
import { notAReading } from './triage-fever-recheck.ts';
import { subjectAt } from './triage-subject.ts';
import { sepsisFindings } from './triage-rules-sepsis.ts';
import { PERSONS } from './triage-lexicon.ts';
import { airTemperature, babysFever, childsFever } from './triage-fever-subject.ts';

/** A fright, not a fever: "gave me chills", "gives me the chills", "chills down my spine". */
const FRIGHT =
  /\b(?:gave|gives|give|giving) (?:me|us|her|you) (?:the |such )?chills\b|\bchills (?:down|up) (?:my|her|your) spine\b/;

function feverFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  // (The weather's "40 degrees this week" is no one's temperature.)
  // ("if baby's temp is 38 do I go to A&E? not now, he's 36.8": a case asked about; one taken again and normal.)
  const readings = r.numbers.tempsC.filter(
    (t) => !airTemperature(r, t.at) && !notAReading(r, t.at) && !childsFever(r, t.at),
  );
  for (const t of readings) {
    if (t.c >= 38 && (babysReading(r, t.at) || babysFever(r, t.at)))
      out.push(
        finding('newborn-fever', t.at, 'baby', 'symptom', `temperature ${t.c.toFixed(1)} C`, { fact: true }),
      );
    else if (t.c >= 38)
      out.push(
        finding('fever', t.at, 'mother', 'symptom', `temperature ${t.c.toFixed(1)} C`, {
          babySign: 'newborn-fever',
          fact: true,
        }),
      );
    else if (t.c < 36)
      out.push(
        finding('newborn-low-temperature', t.at, 'baby', 'symptom', `temperature ${t.c.toFixed(1)} C`, {
          fact: true,
        }),
      );
  }
  // A fever said in words, when no reading under 38 says otherwise.
  // ("what's a normal fever after the jabs?", "if she gets a temperature": asked about, not happening; when any
  // fever word is told, "feels hot and won't feed, what's classed as a fever?", the question is about it.)
  // ("teething always gave mine a fever": a belief of what a cause did to others' children, not a fever now; Q27.)
  // ("watched a drama... gave me chills": a fright, not a fever; H117.)
  const told = active(r, 'fever').filter(
    (i) =>
      !CAUSE_BELIEF.test(span(r, i - 6, i)) &&
      !childsFever(r, i) &&
      !FRIGHT.test(`${span(r, i - 3, i + 1)} ${span(r, i + 1, i + 3)}`),
  );
  // (A relative's baby's fever last month beside "how I know if mine has fever?": the other's, over, does not make
  // her question a report; H122.)
  const live = told.filter((i) => !statusAt(r, i).history && subjectAt(r, i) !== 'other');
  const asked = live.every((i) => feverAsked(r, i));
  if (!readings.some((t) => t.c < 38))
    for (const i of told) {
      if (nearActive(r, i, ['heartburn', 'chest'], 4) >= 0 || asked) continue;
      // "bump goes rock hard for 20 sec then chills": a tightening that relaxes ("chills out"), not a fever.
      const [prev, w, next] = [i - 1, i, i + 1].map((k) => r.tokens[k]?.w ?? '');
      if (
        /^chill/.test(w ?? '') &&
        (/^(?:then|it|and|bump|belly|tummy)$/.test(prev ?? '') || next === 'out') &&
        (anywhere(r, 'braxton') || anywhere(r, 'belly'))
      )
        continue;
      // "Fever", "burning up", "high temperature" are enough; "feels hot" asks for the thermometer.
      const weak = /^(?:hot|feel|feels|roasting)$/.test(r.tokens[i]?.w ?? '');
      if (babysFever(r, i)) {
        out.push(finding('newborn-fever', i, 'baby', 'symptom', 'a fever', weak ? { ask: true } : {}));
        continue;
      }
      out.push(
        finding(
          'fever',
          i,
          'mother',
          'symptom',
          'a fever',
          weak ? { babySign: 'newborn-fever', ask: true } : { babySign: 'newborn-fever' },
        ),
      );
    }
  return out;
}

/**
 * A reading told in the sentence where the baby's temperature is taken ("took his temp rectally with the thermometer
 * I use for them, 100.9"): the baby's, however much of the message is about older children or her.
 */
function babysReading(r: Reading, at: number): boolean {
  if (r.stage === 'pregnant') return false;
  const sent = r.tokens[at]?.sent;
  const inSent = (k: number) => r.tokens[k]?.sent === sent && k < at;
  if ([...all(r, 'temperature'), ...all(r, 'fever')].some((k) => inSent(k) && subjectAt(r, k) === 'baby'))
    return true;
  // "little one is 10 days old, felt hot to me, thermometer under the arm says 38.2": a sentence that opens on the
  // baby, where she is only the one who felt or took it ("to me", "so I used the ear thermometer"), never "I have",
  // "I feel" or "my temp".
  const first = r.tokens.findIndex((t, k) => t.sent === sent && PERSONS.some((p) => r.at[k]?.has(p)));
  const mine = r.tokens.some(
    (t, k) =>
      inSent(k) &&
      ((t.w === 'my' && !r.at[k + 1]?.has('baby') && !r.at[k + 2]?.has('baby')) ||
        (/^(?:i|myself)$/.test(t.w) && OWN.test(r.tokens[k + 1]?.w ?? ''))),
  );
  const baby = r.at[first]?.has('baby') === true || subjectAt(r, first) === 'baby';
  if (first >= 0 && baby && !mine) return true;
  // "how worried should I be about 38.3 under her arm? she's 3 weeks old": a reading beside a baby's age (its
  // sentence or the next or last) is the baby's, whoever "her" is, unless someone has it ("she has", "my temp").
  const has = r.tokens.some(
    (t, k) => inSent(k) && /^(?:she|he|i|ella|yo)$/.test(t.w) && OWN.test(r.tokens[k + 1]?.w ?? ''),
  );
  const aged = r.numbers.babyAgeSents.some((s) => sent !== undefined && Math.abs(s - sent) <= 1);
  // "my daughter is 68 days old. Since evening she is hot... it showed 100.8 F": an age said first dates a reading
  // further on too, when no one says the fever is theirs ("I have chills", "my temp").
  const earlier = r.numbers.babyAgeSents.some((s) => sent !== undefined && s < sent);
  const theirs = r.tokens.some(
    (t, k) =>
      /^(?:i|myself|my|yo|mi)$/.test(t.w) &&
      [1, 2, 3].some((d) => ['fever', 'temperature', 'shiver'].some((c) => r.at[k + d]?.has(c as never))),
  );
  // (Her named before the reading, "my wife... 38.2", owns it; "my partner reckons armpit ones read funny" after it
  // is an opinion.)
  const herFirst = all(r, 'her').some((k) => (r.tokens[k]?.sent ?? Infinity) <= (sent ?? -1));
  return (aged || (earlier && !theirs)) && !mine && !has && !herFirst;
}

const OWN = /^(?:have|am|feel|felt|got|had|was|m|ve|running|run|think)$/;

/** A condition named by name stands for its signs: asked about now, listed when it is a question or a story. */
const CONDITION_SIGNS: Record<string, readonly string[]> = {
  preeclampsia: [
    'severe-high-blood-pressure',
    'severe-headache',
    'vision-changes',
    'sudden-swelling',
    'pain-under-ribs',
  ],
  cholestasis: ['itchy-palms-soles'],
  ectopic: ['ectopic-signs'],
  sepsis: ['sepsis-signs'],
  psychosis: ['postpartum-psychosis'],
  dvt: ['leg-clot-signs'],
  miscarriage: ['vaginal-bleeding'],
  meningitis: ['newborn-non-blanching-rash'],
  preterm: ['preterm-contractions'],
};

function conditionFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  for (const [c, signs] of Object.entries(CONDITION_SIGNS))
    for (const m of r.mentions)
      if (m.c === c)
        for (const sign of signs)
          out.push(
            finding(
              sign,
              m.start,
              sign.startsWith('newborn') ? 'baby' : sign === 'postpartum-psychosis' ? 'mind' : 'mother',
              'symptom',
              `${c} named`,
              { ask: true },
            ),
          );
  return out;
}

/** What a cause always did or does to children: "teething always gave mine a fever", "jabs give them a temp". */
const CAUSE_BELIEF =
  /\b(?:always |usually |normally |often )?(?:gave|gives|give|brought|brings|caused|causes) (?:mine|all mine|my (?:kids|children|boys|girls|lot|others|babies)|them|babies|kids|children|all of them)(?: a| an)?(?: (?:bit of|little|slight|high|mild))?$/;

const OTHER_PART: ReadonlySet<string> = new Set([
  'breast',
  'leg',
  'mouth',
  'cord',
  'rash',
  'feet',
  'faceHands',
]);

export const bodyRules: Rule = (r) => {
  const out: Finding[] = [...feverFindings(r), ...sepsisFindings(r), ...conditionFindings(r)];
  // A wound that is red, hot, oozing, smelly or opening.
  const live = new Set(active(r, 'wound'));
  for (const i of woundFeared(r) ? [] : all(r, 'wound')) {
    // ("my scar was fine at the check but now one side is red": a wound said to be fine, then its look now.)
    const later = nearActive(r, i, ['infected', 'smell'], 24, false);
    if (!live.has(i) && !(later > i && /\b(?:but|now|since|today|tonight)\b/.test(span(r, i, later))))
      continue;
    // ("Is my c-section scar supposed to look like this? 9 days after, one end has gone red and hot": the look told in
    // the sentences after the wound is named, when no other part of her is named between.)
    const after = nearActive(r, i, ['infected', 'smell'], 24, false);
    const told =
      after > i &&
      !r.read.questions.has(r.tokens[after]?.sent ?? -1) &&
      !r.mentions.some((m) => OTHER_PART.has(m.c) && m.start > i && m.start < after);
    if (
      nearActive(r, i, ['infected', 'smell'], 14) >= 0 ||
      told ||
      (nearActive(r, i, ['pain', 'swell'], 6) >= 0 && nearActive(r, i, ['infected'], 12) >= 0)
    )
      // (Read where the look is told when it comes after: "my scar was fine at the check but now one end is red".)
      out.push(
        finding('wound-infection', after > i ? after : i, 'mother', 'symptom', 'a wound that looks infected'),
      );
  }
  // A bad smell from the discharge, bleeding or stitches.
  for (const i of active(r, 'smell'))
    if (
      !unwashedSmell(r, i) &&
      // ("smells like a period" is the ordinary smell; "not like a period" says it is not.)
      !/\b(?:not bad|metallic|(?<!\b(?:not|nothing) )like (?:a )?period|normal smell)\b/.test(r.read.text) &&
      // ("the bleeding had been getting lighter but in the last day it's got a nasty smell": "it" is the bleeding.)
      (nearActive(r, i, ['discharge', 'bleed', 'wound', 'pad'], 8) >= 0 ||
        (nearActive(r, i, ['discharge', 'bleed', 'pad'], 20) >= 0 &&
          /\b(?:it|it is|its|esta|huele)\b/.test(span(r, i - 6, i)))) &&
      nearActive(r, i, ['benignSite', 'mouth'], 6) < 0 &&
      nearActive(r, i, ['cord', 'stool', 'wee'], 6) < 0
    )
      out.push(finding('foul-discharge', i, 'mother', 'symptom', 'foul-smelling discharge'));
  // One leg: two of swollen, red, warm, painful; or one with the other leg fine.
  for (const i of active(r, 'leg')) {
    // ("got one in the other leg the night before too... the same both sides": both legs, H95.)
    const bothSides =
      /\b(?:the other (?:leg|calf|one)\b(?: \w+){0,4} (?:too|as well)|(?:same|look the same|feel the same) (?:on )?both sides)\b/;
    if (
      /\b(?:both|cramp|cramps|restless|calambres|las dos)\b/.test(r.read.text) &&
      (bothSides.test(r.read.text) ||
        !/\b(?:one leg|bigger than|la otra|the other|other one|(?:right|left) (?:calf|leg|thigh))\b/.test(
          r.read.text,
        ))
    )
      continue;
    const signs = new Set<string>();
    for (let k = Math.max(0, i - 7); k < Math.min(r.tokens.length, i + 9); k++)
      if (
        r.at[k]?.has('legSign') &&
        r.tokens[k]?.sent === r.tokens[i]?.sent &&
        nearActive(r, k, ['legSign'], 0) === k
      )
        signs.add(r.tokens[k]?.w ?? '');
    const oneSide =
      /\b(?:(?:right|left) (?:calf|leg|thigh|ankle|foot)|one calf|the other|other one|right one|left one|one leg|bigger than|la otra|la derecha esta normal|la izquierda esta normal|(?:pierna|pantorrilla|gemelo|muslo|chamorro) (?:derech|izquierd)\w*)\b/.test(
        r.read.text,
      );
    if ((signs.size >= 2 || (signs.size === 1 && oneSide)) && !legChecked(r))
      out.push(finding('leg-clot-signs', i, 'mother', 'symptom', 'one leg swollen, red or painful'));
  }
  return out;
};
