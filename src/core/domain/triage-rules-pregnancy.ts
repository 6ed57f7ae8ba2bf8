/**
 * Signs of pregnancy itself (docs/clinical-safety.md, "Pregnancy"). From 24 weeks a baby
 * moving less, not at all, or differently is urgent the same hour, and an emergency with pain or bleeding
 * (NHS). Waters breaking or fluid leaking (a gush, a trickle, wet underwear that is not wee), painful regular
 * contractions before 37 weeks, itching of the palms and soles, vomiting with nothing kept down, dizziness or
 * fainting, and tiredness she says is not normal are urgent (CDC Hear Her; NHS).
 */
import { negated, type Reading } from './triage-context.ts';
import { subjectAt } from './triage-subject.ts';
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

function reduced(r: Reading, i: number): boolean {
  // "se mueve bien", "moving fine": movements said to be normal.
  if (!r.numbers.smallCounts.length)
    for (let k = i + 1; k < Math.min(r.tokens.length, i + 3); k++)
      if (
        r.tokens[k]?.clause === r.tokens[i]?.clause &&
        r.tokens[k - 1]?.w !== 'than' &&
        (r.at[k]?.has('fine') || r.at[k]?.has('lots')) &&
        !negated(r, k)
      )
        return false;
  if (negated(r, i)) return true;
  // Less, fewer, weaker, different, in its own clause; "still" only as "still" the adjective (the quiet rule
  // below). ("a quiet morning, then 10 kicks after lunch": the quiet was before, the kicks are now.)
  const less = nearActive(r, i, ['less'], 6);
  if (
    less >= 0 &&
    !/^(?:still|quieto|quieta)$/.test(r.tokens[less]?.w ?? '') &&
    (less > i ||
      (r.tokens[less]?.clause === r.tokens[i]?.clause &&
        !r.tokens.slice(less + 1, i).some((t) => TURN.test(t.w))))
  )
    return true;
  if (r.numbers.smallCounts.length) return true;
  // "can not feel him", "could not feel her kick".
  const before = r.tokens
    .slice(Math.max(0, i - 4), i)
    .map((t) => t.w)
    .join(' ');
  return /\b(?:can|could) not\b/.test(before);
}

/** Fluid running down her legs. */
const DOWN_LEG = /\bdown (?:my|her|the inside of my|the inside of her|mis|sus) (?:legs?|thighs?|piernas?)\b/;

/** Words that turn from then to now ("quiet this morning then..."). */
const TURN = /^(?:then|now|but|since|after|pero|luego|despues|ya)$/;
/** Movements back to normal, said in a later clause ("but she's going mad now", "wriggling all evening"). */
const BACK =
  /\b(?:now|again|all (?:evening|afternoon|day|night)|normal|normally|usual|back|away|loads|lots|mad|crazy|wild|(?:[1-9]\d) (?:kicks|movements)|ya|otra vez|normal|como siempre)\b/;

/** Nothing or little now ("normally mad after dinner, nothing"), not "nothing sharp", "nothing unusual". */
const NOTHING_NOW =
  /\b(?:nothing|not today|not tonight|just a couple|only|couple of|nada|casi nada)\b(?! (?:sharp|wrong|unusual|serious|bad|else|major|new|different|worrying|to worry|severe|big|special|like|raro|grave|mas)\b)/;

/** How things usually are, not how they are now ("normally she's kicking by now"). */
const COMPARED = /\b(?:normally|usually|by now|would be|should be|instead|used to|normalmente)\b/;

/** Movement words past 24 weeks: less, none, or a changed pattern ("normally goes mad after lunch, nothing"). */
function movementFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  const painOrBleed =
    active(r, 'bleed').some((i) => nearActive(r, i, ['benignSite'], 5) < 0 && !r.at[i]?.has('notBleed')) ||
    active(r, 'spotting').length > 0 ||
    active(r, 'pain').some((i) => nearActive(r, i, ['head', 'headache', 'leg', 'breast', 'brief'], 4) < 0) ||
    anywhere(r, 'contraction');
  const push = (i: number, phrase: string) => {
    out.push(finding('reduced-fetal-movement', i, 'fetus', 'event', phrase, { selfNegated: true }));
    if (painOrBleed)
      out.push(
        finding(
          'reduced-movement-with-pain-or-bleeding',
          i,
          'fetus',
          'event',
          `${phrase} with pain or bleeding`,
          { selfNegated: true },
        ),
      );
  };
  // Moving lots said after it ("then he kicked loads"), or moving as usual again in a later clause ("but he's been
  // wriggling all evening"), not asked about ("is that normal?").
  const asked = (j: number) => r.read.questions.has(r.tokens[j]?.sent ?? -1);
  const clauseText = (j: number) =>
    r.tokens
      .filter((t) => t.clause === r.tokens[j]?.clause)
      .map((t) => t.w)
      .join(' ');
  const ofBlood = (j: number) =>
    inSentence(r, j, 'move') < 0 &&
    (['bleed', 'spotting', 'leak', 'clot'] as const).some((c) => inSentence(r, j, c) >= 0);
  const after = (i: number) =>
    // ("sangre roja en el papel, bastante": a lot of blood, not of kicks.)
    all(r, 'lots').some((j) => j > i && !negated(r, j) && !asked(j) && !ofBlood(j)) ||
    all(r, 'move').some(
      (j) =>
        j > i &&
        r.tokens[j]?.clause !== r.tokens[i]?.clause &&
        !negated(r, j) &&
        !asked(j) &&
        !r.mentions.some((m) => m.c === 'less' && r.tokens[m.start]?.clause === r.tokens[j]?.clause) &&
        BACK.test(clauseText(j)) &&
        !COMPARED.test(clauseText(j)),
    );
  for (const i of all(r, 'move'))
    if (
      reduced(r, i) &&
      ((!after(i) && nearActive(r, i, ['lots'], 3) < 0) || r.numbers.smallCounts.length > 0)
    ) {
      push(i, 'baby moving less');
      break;
    }
  // Not feeling the baby ("no siento a la bebe desde la cena").
  for (const i of active(r, 'less'))
    if (
      /^(?:no|can|could|casi|not)$/.test(r.tokens[i]?.w ?? '') &&
      r.mentions.some((m) => m.c === 'less' && m.start === i && m.end - m.start > 1) &&
      !after(i)
    )
      push(i, 'baby not felt');
  // "Baby's gone really quiet", "bump feels still": quiet words about the baby.
  for (const i of active(r, 'less')) {
    const w = r.tokens[i]?.w ?? '';
    if (!/^(?:quiet|quieter|still|calm|calmer|quieto|quieta|tranquilo|tranquila)$/.test(w)) continue;
    // "gone quiet", "feels still", "very quiet today"; not "still eating" or "waters still intact".
    const prev = r.tokens[i - 1]?.w ?? '';
    const next = r.tokens[i + 1]?.w ?? '';
    if (
      !/^(?:is|been|gone|feels|feel|felt|very|really|so|super|too|bit|pretty|quite|much|way|lot|muy|esta|being|seems|went|unusually|mas)$/.test(
        prev,
      ) &&
      !/^(?:today|all|since|tonight|now|hoy)$/.test(next)
    )
      continue;
    const who = subjectAt(r, i);
    if (
      (who === 'baby' ||
        who === 'he' ||
        who === 'she' ||
        nearActive(r, i, ['belly', 'baby', 'move'], 4) >= 0) &&
      !after(i)
    )
      push(i, 'baby gone quiet');
  }
  // The tricks for getting a baby to move (a cold drink, lying on her left, a torch on the bump), then nothing.
  // (Read where the quiet is said, so a check after it can reach it; a trick asked about is not a report.)
  for (const i of active(r, 'kickTry')) {
    const quiet = nearActive(r, i, ['less'], 30, false);
    if (quiet >= 0 && !after(Math.max(i, quiet)) && !r.read.questions.has(r.tokens[i]?.sent ?? -1)) {
      push(Math.min(i, quiet), 'no movement after trying');
      break;
    }
  }
  // The usual pattern, then nothing now.
  // ("wriggling away as usual" is the usual pattern itself.)
  for (const i of active(r, 'usual'))
    if (
      !r.at[i]?.has('lots') &&
      nearActive(r, i, ['move', 'baby', 'he', 'she'], 8) >= 0 &&
      NOTHING_NOW.test(r.read.text) &&
      !after(i)
    )
      push(i, 'movement pattern changed');
  return out;
}

export const pregnancyRules: Rule = (r) => {
  const out: Finding[] = r.stage === 'postpartum' ? [] : movementFindings(r);
  const weeNot =
    all(r, 'wee').some((i) => negated(r, i)) ||
    /\b(?:can not tell|not sure if|can not control|no es pipi)\b/.test(r.read.text);
  const weeYes = active(r, 'wee').some((i) => !/\b(?:not|no)\b/.test(r.tokens[i - 1]?.w ?? ''));
  // Waters: broken, gone, leaking; a gush or trickle; wet clothes that are not wee.
  for (const i of active(r, 'waters')) {
    // "a glass of water", "drinking water": water she drinks.
    if (
      /^(?:of|drink|drinking|drank|glass|bottle|sip|sips|cold|hot|warm|tap|more|fizzy|sparkling|con)$/.test(
        r.tokens[i - 1]?.w ?? '',
      )
    )
      continue;
    if (nearActive(r, i, ['brk', 'leak', 'wet'], 5) >= 0 && nearActive(r, i, ['breast', 'feed'], 4) < 0)
      out.push(finding('waters-breaking', i, 'mother', 'event', 'waters breaking'));
  }
  for (const i of active(r, 'leak')) {
    if (nearActive(r, i, ['breast', 'discharge', 'bleed'], 5) >= 0 || (weeYes && !weeNot)) continue;
    if (weeNot || nearActive(r, i, ['wipe', 'wet', 'waters'], 9) >= 0 || DOWN_LEG.test(r.read.text))
      out.push(finding('waters-breaking', i, 'mother', 'event', 'fluid leaking'));
  }
  for (const i of active(r, 'wet'))
    if (
      nearActive(r, i, ['wipe'], 5) >= 0 &&
      (weeNot || nearActive(r, i, ['leak', 'waters'], 8) >= 0) &&
      !(weeYes && !weeNot)
    )
      out.push(finding('waters-breaking', i, 'mother', 'event', 'wet underwear that is not wee'));
  // Regular contractions (the catalogue keeps this to before 37 weeks).
  const regular = r.numbers.intervals.some((m) => m <= 20) || anywhere(r, 'regular');
  if (regular)
    for (const i of [...active(r, 'contraction'), ...active(r, 'pain')])
      if (inSentence(r, i, 'braxton') < 0 && nearActive(r, i, ['head', 'leg', 'breast'], 4) < 0) {
        out.push(finding('preterm-contractions', i, 'mother', 'symptom', 'regular contractions'));
        break;
      }
  // "I think I'm in labour" before 37 weeks (the catalogue keeps the sign to weeks 20-36), said of her now, not
  // "if something went wrong in labour".
  for (const i of active(r, 'contraction'))
    if (
      /^(?:in|going|labour|labor|labouring|laboring)$/.test(r.tokens[i]?.w ?? '') &&
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
  for (const i of active(r, 'discharge'))
    if (/^(?:plug|show|tapon)$/.test(r.tokens[i]?.w ?? ''))
      out.push(finding('preterm-contractions', i, 'mother', 'event', 'losing the mucus plug'));
  // Itching of the palms and soles.
  const palmsFine = all(r, 'palmsSoles').some((i) => negated(r, i));
  // ("...the bottoms of my feet all nite?? palms of my hands too. no rash, just mad itching": fragments.)
  for (const i of active(r, 'itch'))
    if (
      (nearActive(r, i, ['palmsSoles'], 7) >= 0 || nearActive(r, i, ['palmsSoles'], 10, false) >= 0) &&
      !palmsFine
    )
      out.push(finding('itchy-palms-soles', i, 'mother', 'symptom', 'itchy palms or soles'));
  // Vomiting with nothing kept down, or over and over.
  for (const i of [...active(r, 'vomit'), ...active(r, 'keep'), ...active(r, 'cantKeep')]) {
    const cant =
      r.at[i]?.has('cantKeep') ||
      (/\b(?:not|nothing|can not|could not)\b/.test(
        r.tokens
          .slice(Math.max(0, i - 4), i)
          .map((t) => t.w)
          .join(' '),
      ) &&
        r.at[i]?.has('keep'));
    const often = r.numbers.times.some((n) => n >= 5) && r.at[i]?.has('vomit');
    if (cant || often) {
      out.push(
        finding('severe-vomiting', i, 'mother', 'symptom', 'cannot keep fluids down', { selfNegated: true }),
      );
      break;
    }
  }
  // Dizziness or fainting.
  for (const i of [...active(r, 'faint'), ...active(r, 'dizzy')])
    if (
      inSentence(r, i, 'brief') < 0 ||
      r.at[i]?.has('faint') ||
      nearActive(r, i, ['constant', 'persist'], 10) >= 0 ||
      /\b(?:all day|all morning|for hours|for days|had to lie|had to sit)\b/.test(r.read.text)
    )
      out.push(finding('dizziness-fainting', i, 'mother', 'event', 'dizzy or fainting'));
  // Tiredness she says is not normal, or that stops her doing anything.
  for (const i of all(r, 'exhaust'))
    if (
      anywhere(r, 'notNormal') ||
      // The phrase itself says what she cannot do ("can barely stand", "can't function").
      r.mentions.some(
        (m) =>
          m.c === 'exhaust' &&
          m.start === i &&
          /\b(?:not|barely|need|needing|have to)\b/.test(
            r.tokens
              .slice(m.start, m.end)
              .map((t) => t.w)
              .join(' '),
          ),
      ) ||
      /\b(?:can not get off|barely lift|can not stand|can not keep my eyes|switching off|follow a conversation|mid sentence|ni sostener|a mitad de)\b/.test(
        r.read.text,
      )
    )
      out.push(finding('extreme-exhaustion', i, 'mother', 'symptom', 'overwhelming tiredness'));
  return out;
};
