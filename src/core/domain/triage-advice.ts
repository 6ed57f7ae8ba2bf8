/**
 * What Zara says first when triage finds an urgent or emergency sign: what to do now (the catalogue's advice),
 * the number to call for her country, crisis lines for thoughts of self-harm, and what to say on the phone
 * (AWHONN and CDC: say you are pregnant or when you gave birth). Shared by the server's reply and the chat's
 * offline fallback, so the advice is the same whether or not the server can be reached; each adds its own
 * closing notice.
 */
import { type CrisisLine, crisisLinesFor, emergencyNumbersFor } from './emergency-numbers.ts';
import type { TriageResult } from './triage.ts';
import { type CallerSituation, fillWhatToSay, requireSign, type WarningSign } from './warning-signs.ts';

/**
 * When the learned net (or a language model) raised the level above every sign the rules named: what to do,
 * in the catalogue's words for the level (docs/clinical-safety.md, "Levels").
 */
const RAISED: Record<'emergency' | 'urgent', string> = {
  emergency: 'What you describe may be an emergency. Call emergency services now.',
  urgent:
    'What you describe needs a call to your midwife, doctor or maternity unit now, not tomorrow. If you cannot reach them, treat it as an emergency and call emergency services.',
};

export interface UrgentAdvice {
  /** Paragraphs, in order. */
  paragraphs: string[];
  numbers: string[];
  label: string;
  callFirst: 'emergency-services' | 'provider';
}

/** Ends a label with one full stop ("Most mobile phones connect either." is already a sentence). */
export const asSentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** "Samaritans: call 116 123", "NHS 111 (mental health): call 111 and choose option 2". */
export function crisisLinePhrase(l: CrisisLine): string {
  const m = /^(call or text|call|text)\b(.*)$/i.exec(l.how.trim());
  const verb = (m?.[1] ?? 'call').toLowerCase();
  const rest = (m?.[2] ?? l.how).trim();
  const tail = rest ? (rest.startsWith(',') ? rest : ` ${rest}`) : '';
  return `${l.name}: ${verb} ${l.number}${tail}`;
}

export function urgentAdvice(t: TriageResult, who: CallerSituation, country: string | null): UrgentAdvice {
  const numbers = emergencyNumbersFor(country);
  const levelOf = (s: WarningSign) => s.triageLevel ?? s.level;
  const signs = t.signs.map((id) => requireSign(id));
  const serious = signs.filter((s) => levelOf(s) === t.level);
  const first: WarningSign | undefined = serious[0];
  const emergency = t.level === 'emergency';
  const what = first?.whatToDo ?? RAISED[emergency ? 'emergency' : 'urgent'];
  const paragraphs = [
    emergency ? `Please act now. ${what}` : `Please don't wait with this. ${what}`,
    asSentence(numbers.label),
  ];
  if (signs.some((s) => s.id === 'self-harm-thoughts')) {
    const lines = crisisLinesFor(country).filter((l) => l.name !== 'Emergency services');
    if (lines.length)
      paragraphs.push(`You can also talk to someone right now: ${lines.map(crisisLinePhrase).join('; ')}.`);
    paragraphs.push(
      "You matter, and you don't have to carry this alone. If you can, tell someone near you how you feel and stay with them.",
    );
  }
  const said = first ?? signs[0];
  if (said) {
    const symptom = [
      said.symptomPhrase,
      ...serious.filter((s) => s !== said).map((s) => s.symptomPhrase),
    ].join(' and ');
    paragraphs.push(`When you call, you can say: "${fillWhatToSay(said, who, symptom)}"`);
  }
  return {
    paragraphs,
    numbers: [...numbers.numbers],
    label: numbers.label,
    callFirst: emergency ? 'emergency-services' : 'provider',
  };
}
