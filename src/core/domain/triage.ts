/**
 * Zara's safety triage (docs/clinical-safety.md): whether a message describes an emergency, an urgent problem or
 * nothing more than routine, before any answer is written. It reads the message through a concept layer
 * (triage-text.ts: words, numbers and emoji; triage-lexicon.ts: concepts in English and Spanish;
 * triage-context.ts: negation, who, when, questions), runs the rules of each family of signs over concepts
 * (triage-rules-*.ts), and keeps a sign only when it is about her or her baby, now, and fits her stage and week
 * (warning-signs.ts). A learned safety net (triage-net.ts), when given, may only raise the level. Pure and
 * deterministic; runs in the browser (without the net) and on the server.
 */
import { callAsked } from './triage-call-asked.ts';
import { deniedOfHer } from './triage-denied-own.ts';
import { readMessage, type Reading, sentenceOf, sentenceText, statusAt } from './triage-context.ts';
import { byPronoun, indefinite, subjectAt } from './triage-subject.ts';
import { aboutBaby, anywhere, type Finding } from './triage-rule-kit.ts';
import { bleedingRules } from './triage-rules-bleeding.ts';
import { bodyRules } from './triage-rules-body.ts';
import { breathingInRules } from './triage-rules-breathing.ts';
import { earlyPregnancyRules } from './triage-rules-early.ts';
import { mindRules } from './triage-rules-mind.ts';
import { moodRules } from './triage-rules-mood.ts';
import { newbornRules } from './triage-rules-newborn.ts';
import { painRules } from './triage-rules-pain.ts';
import { preEclampsiaRules } from './triage-rules-preeclampsia.ts';
import { pregnancyRules } from './triage-rules-pregnancy.ts';
import { psychosisRules } from './triage-rules-psychosis.ts';
import { netLevel, type SafetyNet } from './triage-net.ts';
import { commonSymptoms } from './triage-common.ts';
import { checkNotNow } from './triage-check-earlier.ts';
import {
  getSign,
  inSignWeeks,
  POSTPARTUM_COUNTERPART,
  type SignLevel,
  type WarningSign,
} from './warning-signs.ts';

export { benignSpans, normalise } from './triage-normalise.ts';
export { POSTPARTUM_COUNTERPART } from './warning-signs.ts';
export type { SafetyNet } from './triage-net.ts';

export type TriageLevel = SignLevel;
export type TriageStage = 'pregnant' | 'postpartum' | null;

export interface TriageContext {
  stage: TriageStage;
  /** Pregnancy week, or weeks since the birth. */
  week: number | null;
}

export interface TriageResult {
  level: TriageLevel;
  /** Catalogue ids of the signs present now, most serious first. */
  signs: string[];
  /** Plain reason, suitable for a health flag's analysis. */
  reason: string;
  /** Signs named but not present now (negated, over, someone else's, a question): the answer may list them. */
  mentioned: string[];
  /** Signs named without enough to decide (some bleeding, a headache): the reply asks the deciding question. */
  ask?: string[];
  /** What raised the level: the rules, the learned net above them, or a language model's reading (reply.ts). */
  raisedBy?: 'rules' | 'net' | 'model' | null;
}

const RANK: Record<TriageLevel, number> = { routine: 0, urgent: 1, emergency: 2 };
export const higherLevel = (a: TriageLevel, b: TriageLevel): TriageLevel => (RANK[a] >= RANK[b] ? a : b);

const RULES = [
  mindRules,
  psychosisRules,
  moodRules,
  bleedingRules,
  painRules,
  earlyPregnancyRules,
  breathingInRules,
  preEclampsiaRules,
  pregnancyRules,
  bodyRules,
  newbornRules,
];

function stageAllows(s: WarningSign, r: Reading): boolean {
  if (r.stage === null || s.stages.includes('mental-health')) return true;
  if (r.stage === 'pregnant') {
    if (!s.stages.includes('pregnancy')) return false;
    return r.week === null || inSignWeeks(s, r.week);
  }
  if (s.stages.includes('newborn')) {
    // Newborn signs are for babies under three months, but some signs of serious illness are for a baby of any age
    // (a floppy baby, a fit, blue lips, struggling to breathe: the catalogue's anyBabyAge; docs/clinical-safety.md).
    // What they were mistaken for in older babies is read as such at any age: a food's stain with the breath told
    // fine (`stainedColour`), a noisy sleeper's grunting (`noisySleep`), her own cold's blocked nose (`ownColdNose`).
    if (s.anyBabyAge) return true;
    const days = r.numbers.babyAgeDays ?? (r.week !== null ? r.week * 7 : null);
    return days === null || days < 91;
  }
  return s.stages.includes('postpartum');
}

/** The sign a finding names for this reading: a baby's version, or the postpartum counterpart. */
function signFor(f: Finding, r: Reading): string | null {
  if (f.judged) return f.sign;
  // ("mi mother... she cook soup. Di section cut now red red... pon mi panty": her wound, told in a sentence of her
  // own words, whoever the sentence before named; H123.)
  const sent = sentenceOf(r, f.at);
  const mineHere =
    f.sign === 'wound-infection' &&
    /\b(?:i|me|my)\b/.test(sentenceText(r, sent)) &&
    !r.tokens.some(
      (t, k) => t.sent === sent && (['other', 'she', 'her'] as const).some((c) => r.at[k]?.has(c)),
    );
  const who = subjectAt(r, f.at) === 'other' && mineHere ? 'her' : subjectAt(r, f.at);
  // "if someone took a whole box of sleeping tablets...": for the mind, an indefinite someone may be her.
  if (f.whose === 'mind' && who === 'other' && (indefinite(r, f.at) || ownWords(r, f.at))) return f.sign;
  // "MIL's been cooing over her, but she hasn't fed since 2am. 8 days old": a baby's sign told of "she", with the
  // baby's age in days, is the baby's, whoever the pronoun last named.
  const babyAged = r.stage === 'postpartum' && r.numbers.babyAgeDays !== null;
  if (who === 'other' && f.whose === 'baby' && babyAged && byPronoun(r, f.at)) return f.sign;
  // ("my nan says they slow down at the end but she's barely moved all day", 37 weeks: in pregnancy, "she" or "he"
  // that has barely moved or kicked is the baby, whoever the sentence named before; iteration 49's left.)
  if (who === 'other' && f.whose === 'fetus' && r.stage === 'pregnant' && pronounMoves(r, f.at))
    return f.sign;
  if (who === 'other' || who === 'child') return null;
  if (f.whose === 'baby' || f.whose === 'fetus' || f.whose === 'mind') return f.sign;
  if (f.babySign && r.stage !== 'pregnant') {
    const maternal = anywhere(r, 'breast') || anywhere(r, 'wound') || anywhere(r, 'pad');
    if (who === 'baby' || who === 'he' || (!maternal && aboutBaby(r, f.at))) return f.babySign;
  } else if (who === 'baby' && f.sign === 'foul-discharge' && !babyInSentence(r, f.at)) {
    // ("Baby feeds good... The bleeding after birth is less now but it smells really bad": a smell of her bleeding,
    // told in a sentence that does not name the baby, is hers, whoever the message named before; H96.)
  } else if (who === 'baby' || (who === 'he' && r.stage !== 'pregnant')) {
    // In pregnancy, the baby felt or not felt a sentence before does not carry over to her body ("casi no noto al
    // bebé. Y al ir al baño vi sangre roja": her bleeding).
    if (!(who === 'baby' && r.stage === 'pregnant' && !babyInSentence(r, f.at))) return null;
  }
  return r.stage === 'postpartum' ? (POSTPARTUM_COUNTERPART[f.sign] ?? f.sign) : f.sign;
}

/** A pronoun that moves or kicks at token i ("she's barely moved", "he hasn't kicked"), not from a place ("off the sofa"). */
function pronounMoves(r: Reading, i: number): boolean {
  if (!byPronoun(r, i)) return false;
  const k = r.tokens.findIndex((t, j) => j >= i && j <= i + 3 && /^(?:mov\w*|kick\w*|wriggl\w*)$/.test(t.w));
  return (
    k >= 0 &&
    /(?:^| )(?:she|he)(?: \w+){0,3}$/.test(
      r.tokens
        .slice(Math.max(0, k - 4), k)
        .map((t) => t.w)
        .join(' '),
    ) &&
    !/^(?:from|off|out|about|around|in|into|house|home|flat|anywhere|to)\b/.test(
      r.tokens
        .slice(k + 1, k + 3)
        .map((t) => t.w)
        .join(' '),
    )
  );
}

/** Whether the baby is named before token i in its sentence. */
function babyInSentence(r: Reading, i: number): boolean {
  for (let k = i - 1; k >= 0 && r.tokens[k]?.sent === r.tokens[i]?.sent; k--)
    if (r.at[k]?.has('baby')) return true;
  return false;
}

/** Whether the concept named at token i speaks of herself in its own words ("...for my daughter when I'm not"). */
function ownWords(r: Reading, i: number): boolean {
  const m = r.mentions.find((x) => x.start === i && x.end - x.start > 2);
  return m !== undefined && r.tokens.slice(m.start, m.end + 2).some((t) => /^(?:i|me|myself)$/.test(t.w));
}

/** Whether a finding is about now: not negated, not over, not a question, not long ago. */
function isNow(f: Finding, r: Reading): boolean {
  if (f.judged) return true;
  // ("what temperature is a problem at this age?", "how much bleeding is too much?": the line asked, not a sign told.)
  if (!f.fact && callAsked(r, f.at)) return false;
  // ("Is spotting normal early on? my cousin had some... I'm 8 weeks and haven't had any": asked, denied of her.)
  if (!f.fact && f.whose !== 'mind' && deniedOfHer(r, f.at)) return false;
  const st = statusAt(r, f.at);
  if (st.negated && !f.selfNegated && f.whose !== 'mind') return false;
  if (st.history || ((st.question || st.imagined) && f.whose !== 'mind' && !f.fact)) return false;
  if (st.question && f.whose === 'mind') return false;
  // (A discharge, or a check earlier in the day that found nothing normal, does not reach a sign told as now.)
  const before = f.checkedBefore ?? (st.resolved !== null && checkNotNow(r, f.at));
  if (st.resolved === 'checked' && !before) return false;
  if (st.resolved === 'gone' && f.kind === 'symptom' && f.whose !== 'mind' && !before) return false;
  return true;
}

export interface TriageOptions {
  /** The learned safety net (server side): may raise the level, never lower it. */
  net?: SafetyNet;
}

export function triage(message: string, context: TriageContext, options: TriageOptions = {}): TriageResult {
  const r = readMessage(message, context.stage, context.week);
  const present = new Map<string, string>();
  const mentioned = new Set<string>();
  const ask = new Set<string>();
  for (const rule of RULES)
    for (const f of rule(r)) {
      const id = signFor(f, r);
      const sign = id ? getSign(id) : undefined;
      if (!sign) {
        mentioned.add(f.babySign && r.stage !== 'pregnant' ? f.sign : f.sign);
        continue;
      }
      if (!isNow(f, r) || !stageAllows(sign, r)) mentioned.add(sign.id);
      else if (f.ask) ask.add(sign.id);
      else if (!present.has(sign.id)) present.set(sign.id, f.phrase);
    }
  // Common symptoms (heartburn, back ache, tiredness...) by the catalogue's own words: routine, but the
  // answer speaks to them (responder.ts).
  const byRule = new Set(present.keys());
  for (const id of commonSymptoms(message)) {
    const s = getSign(id);
    if (s && stageAllows(s, r) && !present.has(id)) present.set(id, s.name.toLowerCase());
  }
  // A range ("ROUTINE-to-URGENT") reaches its upper level only when a rule heard it (two weeks of low mood).
  const levelOf = (s: WarningSign) => (byRule.has(s.id) ? (s.triageLevel ?? s.level) : s.level);
  const now = [...present.keys()]
    .map((id) => getSign(id))
    .filter((s): s is WarningSign => s !== undefined)
    .sort((a, b) => RANK[levelOf(b)] - RANK[levelOf(a)]);
  let level: TriageLevel = 'routine';
  for (const s of now) level = higherLevel(level, levelOf(s));
  let raisedBy: TriageResult['raisedBy'] = level === 'routine' ? null : 'rules';
  const named = [...mentioned].filter((id) => !present.has(id) && getSign(id) !== undefined);
  const asked = [...ask].filter((id) => !present.has(id));
  if (options.net) {
    // (The net reads Tagalog and Swahili as typed, as it was trained: the glosses are for the rules.)
    const typed =
      r.read.tagalog || r.read.swahili ? readMessage(message, context.stage, context.week, false) : r;
    const learned = netLevel(options.net, typed);
    if (RANK[learned] > RANK[level]) {
      level = learned;
      raisedBy = 'net';
    }
  }
  const reason = now.length
    ? `${level.toUpperCase()}: ${now.map((s) => `${s.name} ("${present.get(s.id) ?? ''}", ${levelOf(s)})`).join('; ')}${raisedBy === 'net' ? '; raised by the learned safety net' : ''}`
    : raisedBy === 'net'
      ? `${level.toUpperCase()}: raised by the learned safety net (no rule named a sign)`
      : named.length || asked.length
        ? `ROUTINE: warning signs named but not happening now or not enough to decide (${[...new Set([...asked, ...named])].map((id) => getSign(id)?.name ?? id).join(', ')})`
        : 'ROUTINE: no warning sign found';
  return { level, signs: now.map((s) => s.id), reason, mentioned: named, ask: asked, raisedBy };
}
