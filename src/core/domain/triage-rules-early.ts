/**
 * Early pregnancy: a possible ectopic pregnancy (docs/clinical-safety.md, "Pain, chest and breathing"; the
 * catalogue's `ectopic-signs`, EMERGENCY, NHS GGC early pregnancy service). Early in pregnancy (to week 13, or no
 * scan yet, or a week counted "by my dates"), pain low on one side together with pain at the tip of the shoulder,
 * or either of them with dizziness or fainting ("giddy", "feel like I'll faint when I stand"), is the emergency,
 * not dizziness alone (urgent). The pain rules (triage-rules-pain.ts) read a brief twinge on moving as round
 * ligament pain; here feeling faint on standing is the sign itself, so standing up does not make the pain brief.
 */
import { negated, type Reading, sentenceText } from './triage-context.ts';
import { all, anywhere, finding, type Finding, nearActive, type Rule } from './triage-rule-kit.ts';

/** No scan yet, or a week counted from her last period: early, whatever week the app holds. */
const NOT_SCANNED =
  /\b(?:no scan yet|not had (?:a |my |the |any )?scan(?: yet)?|have not had (?:a |my |the |any )?scan|had no scan|not been scanned|no ultrasound yet|by my dates|by dates|from my last period|sin ecografia|no me han hecho (?:la |una )?ecografia)\b/;

/** "Giddy" is dizziness unless it is joy ("giddy and happy", "giddy with excitement"). */
const GIDDY = /\b(?:giddy|giddiness)\b(?! (?:and (?:happy|excited)|with (?:excitement|joy)|buying|looking))/;

/** Another part of the body named beside the pain (the head, a leg, a breast, the chest): not the belly's side. */
const ELSEWHERE = ['head', 'leg', 'chest', 'breast', 'palmsSoles', 'ribs'] as const;

function early(r: Reading): boolean {
  if (r.stage !== 'pregnant') return false;
  return r.week === null || r.week <= 13 || NOT_SCANNED.test(r.read.text);
}

/** Dizzy or faint, named and not denied; or "giddy" told of herself, not of joy. */
function feelsFaint(r: Reading): boolean {
  if (anywhere(r, 'faint') || anywhere(r, 'dizzy')) return true;
  return r.read.tokens.some(
    (t, i) =>
      /^(?:giddy|giddiness)$/.test(t.w) && !negated(r, i, i + 1) && GIDDY.test(sentenceText(r, t.sent)),
  );
}

/**
 * The pains not denied. ("9 weeks, no scan yet, stabbing pain low on the right": the "no" is the scan's, and reaches
 * no further than it; the pain is read as negated only by a denial after the scan's words.)
 */
interface Told {
  at: number;
  ownNegation: boolean;
}

function painsNow(r: Reading): Told[] {
  return all(r, 'pain').flatMap((i): Told[] => {
    if (!negated(r, i, i + 1)) return [{ at: i, ownNegation: false }];
    const before = r.tokens.slice(0, i).filter((t) => t.sent === r.tokens[i]?.sent);
    const text = before.map((t) => t.w).join(' ');
    const scan = NOT_SCANNED.exec(text);
    if (!scan) return [];
    const after = text.slice(scan.index + scan[0].length);
    return /\b(?:no|not|never|without|nothing|none)\b/.test(after) ? [] : [{ at: i, ownNegation: true }];
  });
}

export const earlyPregnancyRules: Rule = (r) => {
  const out: Finding[] = [];
  if (!early(r)) return out;
  const told = painsNow(r);
  const pains = told.map((p) => p.at);
  const oneSide = pains.filter(
    (i) => nearActive(r, i, ['oneSide'], 7) >= 0 && nearActive(r, i, [...ELSEWHERE], 4) < 0,
  );
  const shoulderTip = pains.filter(
    (i) => nearActive(r, i, ['tip'], 6) >= 0 && nearActive(r, i, ['shoulder'], 6) >= 0,
  );
  if (!oneSide.length && !shoulderTip.length) return out;
  const faint = feelsFaint(r);
  const both = oneSide.length > 0 && shoulderTip.length > 0;
  if (!both && !faint) return out;
  // The finding rests on the pain told first, so its time and subject are the pain's.
  const at = Math.min(...oneSide, ...shoulderTip);
  const ownNegation = told.find((p) => p.at === at)?.ownNegation === true;
  out.push(
    finding('ectopic-signs', at, 'mother', 'symptom', 'early pregnancy pain with feeling faint', {
      ...(ownNegation ? { selfNegated: true } : {}),
    }),
  );
  return out;
};
