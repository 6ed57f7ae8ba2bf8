/**
 * What Zara says first when triage finds an urgent or emergency sign: what to do now (the catalogue's advice),
 * the number to call for her country, crisis lines for thoughts of self-harm, and what to say on the phone
 * (AWHONN and CDC: say you are pregnant or when you gave birth). Shared by the server's reply and the chat's
 * offline fallback, so the advice is the same whether or not the server can be reached; each adds its own
 * closing notice.
 */
import type { TriageResult } from './triage.ts';
import {
  type CallerSituation,
  type CrisisLine,
  crisisLinesFor,
  emergencyNumbersFor,
  fillWhatToSay,
  requireSign,
} from './warning-signs.ts';

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
  const serious = t.signs.map((id) => requireSign(id)).filter((s) => s.level === t.level);
  const first = serious[0] ?? requireSign(t.signs[0] ?? 'heavy-bleeding');
  const emergency = t.level === 'emergency';
  const paragraphs = [
    emergency ? `Please act now. ${first.whatToDo}` : `Please don't wait with this. ${first.whatToDo}`,
    asSentence(numbers.label),
  ];
  if (first.id === 'self-harm-thoughts') {
    const lines = crisisLinesFor(country).filter((l) => l.name !== 'Emergency services');
    if (lines.length)
      paragraphs.push(`You can also talk to someone right now: ${lines.map(crisisLinePhrase).join('; ')}.`);
    paragraphs.push(
      "You matter, and you don't have to carry this alone. If you can, tell someone near you how you feel and stay with them.",
    );
  }
  const symptom = [first.symptomPhrase, ...serious.slice(1).map((s) => s.symptomPhrase)].join(' and ');
  paragraphs.push(`When you call, you can say: "${fillWhatToSay(first, who, symptom)}"`);
  return {
    paragraphs,
    numbers: [...numbers.numbers],
    label: numbers.label,
    callFirst: emergency ? 'emergency-services' : 'provider',
  };
}
