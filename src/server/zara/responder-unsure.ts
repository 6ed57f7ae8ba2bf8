/**
 * The responder's honest "I'm not sure": one line saying so (or asking her to say more when she wrote very
 * little), the closest questions the library answers as buttons, and who can answer (her midwife for her own
 * body, the health visitor or GP for the baby); and the safety net for dark words that triage did not raise.
 */
import { crisisLinePhrase } from '../../core/domain/triage-advice.ts';
import { crisisLinesFor, emergencyNumbersFor } from '../../core/domain/emergency-numbers.ts';
import type { ResponderOutput } from './responder.ts';
import { BABY, DARK } from './responder-intents.ts';

/** A gentle line with where to turn, for a message that speaks of dying or harm without raising triage. */
export function safetyNet(country: string | null): string {
  const lines = crisisLinesFor(country).filter((l) => l.name !== 'Emergency services');
  const talk = lines.length ? ` You can talk to ${lines.map(crisisLinePhrase).join(', or ')}, any time.` : '';
  return `If you ever have thoughts of harming yourself or your baby, please call emergency services (${emergencyNumbersFor(country).numbers.join(' or ')}) or tell someone near you straight away.${talk} You don't have to carry it alone.`;
}

/** Nothing fits well enough (normalised text; suggestions: the closest questions of the library). */
export function notSure(
  text: string,
  suggestions: string[],
  stage: 'pregnant' | 'postpartum' | null,
  country: string | null,
): ResponderOutput {
  const short = text.split(' ').filter((w) => w.length > 2).length <= 2;
  const who =
    BABY.test(text) && stage !== 'pregnant'
      ? 'For anything about your baby, your health visitor or doctor is the best person to ask.'
      : 'For anything about your own body, your midwife is the best person to ask.';
  const first = short
    ? "I want to make sure I understand. Could you tell me a bit more about what you'd like to know?"
    : "I'm not sure I have the right answer to that, and I'd rather not guess.";
  const offer = suggestions.length ? ' Is it one of these questions?' : '';
  return {
    kind: short ? 'follow-up' : 'unknown',
    content: `${first}${offer}\n\n${who}${DARK.test(text) ? `\n\n${safetyNet(country)}` : ''}`,
    links: [],
    passages: [],
    suggestions,
    covers: [],
  };
}
