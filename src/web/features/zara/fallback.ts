/**
 * The chat's answer when the server cannot be reached (docs/product.md): a canned reply chosen by
 * keyword. Triage still runs here (it is pure and needs no server), so a warning sign still gets the notice.
 */
import { triage, type TriageStage } from '../../../core/domain/triage.ts';

export type FallbackKind = 'greeting' | 'symptom' | 'emotional' | 'general';

const GREETING = /\b(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/i;
const SYMPTOM = /\b(?:pain|headache|bleeding|fever|dizzy|contractions|vision)\b/i;
const EMOTIONAL = /\b(?:anxious|overwhelmed|sad|depressed|lonely)\b/i;

export const FALLBACK_REPLIES: Record<FallbackKind, readonly string[]> = {
  greeting: [
    "Hello! I'm Zara. I can't reach the server right now, but I'm still here with you. How are you feeling today?",
  ],
  symptom: [
    "I can't reach the server right now, so I can't look into this properly. If the symptom is severe or getting worse, or you have bleeding, a bad headache, changes in your vision, a fever or your baby is moving less, please call your midwife or doctor now, or emergency services if it feels serious.",
  ],
  emotional: [
    "It's completely understandable to feel this way, and you're not alone. I can't reach the server just now; please talk to someone you trust, or your midwife or doctor. If you ever feel you might harm yourself, call emergency services now.",
  ],
  general: [
    "I can't reach the server right now. Please try again in a moment; your question matters to me.",
    "I'm having trouble connecting just now. Try again shortly, and if anything feels wrong, call your midwife or doctor.",
    "Sorry, I can't answer properly while I'm offline. Please try again soon, or look through the Learn tab in the meantime.",
  ],
};

export function fallbackKind(message: string): FallbackKind {
  if (GREETING.test(message)) return 'greeting';
  if (SYMPTOM.test(message)) return 'symptom';
  if (EMOTIONAL.test(message)) return 'emotional';
  return 'general';
}

/** The canned reply, and what triage makes of the message (urgent ones get the shared advice offline too). */
export function fallbackReply(
  message: string,
  context: { stage: TriageStage; week: number | null },
  random: () => number = Math.random,
) {
  const kind = fallbackKind(message);
  const options = FALLBACK_REPLIES[kind];
  const content = options[Math.min(options.length - 1, Math.floor(random() * options.length))] ?? '';
  const t = triage(message, context);
  return { kind, content, urgency: t.level, triage: t };
}
