/**
 * What the chat says when a message could not be answered by the server (docs/product.md, "Zara", made
 * honest): only a network failure gets the spec's canned replies; a 401 says she was signed out; any other
 * error says so with the server's words and a retry. Triage runs here too (it is pure), so an urgent message
 * still gets what to do now and the Call button, but never the spec's notice, which promises a review that
 * cannot have happened: nothing was stored.
 */
import type { Urgency } from '../../../core/contracts/zara.ts';
import { urgentAdvice } from '../../../core/domain/triage-advice.ts';
import type { TriageStage } from '../../../core/domain/triage.ts';
import { ApiRequestError, NetworkError } from '../../lib/api-client.ts';
import { fallbackReply } from './fallback.ts';

export const NOT_SENT_URGENT_NOTICE =
  'IMPORTANT: This seems like an urgent situation. I could not send your message, so it has not been saved or flagged for medical review. Please contact your healthcare provider now, or call emergency services.';

export const SIGNED_OUT_REPLY =
  "You've been signed out, so I couldn't send your message. Please sign in again and ask me once more: I'll be here.";

export type FailureKind = 'offline' | 'signed-out' | 'error';

export interface FailureReply {
  kind: FailureKind;
  content: string;
  urgency: Urgency;
  /** The honest urgent notice, when triage says the message is urgent. */
  notice: string | null;
  /** Show the Call button: always for an urgent message, and with offline symptom advice. */
  call: boolean;
}

export interface FailureContext {
  stage: TriageStage;
  week: number | null;
  country: string | null;
}

export function failureReply(
  err: unknown,
  message: string,
  ctx: FailureContext,
  random: () => number = Math.random,
): FailureReply {
  const canned = fallbackReply(message, { stage: ctx.stage, week: ctx.week }, random);
  const kind: FailureKind =
    err instanceof ApiRequestError ? (err.status === 401 ? 'signed-out' : 'error') : 'offline';
  const urgent = canned.urgency !== 'routine';
  const why =
    kind === 'offline'
      ? canned.content
      : kind === 'signed-out'
        ? SIGNED_OUT_REPLY
        : `Sorry, I couldn't answer that just now. ${serverWords(err)} Please try again in a moment.`;
  const advice = urgent
    ? urgentAdvice(
        canned.triage,
        ctx.stage === 'postpartum'
          ? { stage: 'postpartum' }
          : { stage: 'pregnant', ...(ctx.week !== null ? { week: ctx.week } : {}) },
        ctx.country,
      ).paragraphs
    : [];
  return {
    kind,
    // What to do now comes first; why Zara could not answer comes after.
    content: [...advice, why].join('\n\n'),
    urgency: canned.urgency,
    notice: urgent ? NOT_SENT_URGENT_NOTICE : null,
    call: urgent || (kind === 'offline' && canned.kind === 'symptom'),
  };
}

/** The server's own words for a 4xx ("Please keep a message under 2,000 characters"); nothing for a 5xx. */
function serverWords(err: unknown): string {
  if (err instanceof ApiRequestError && err.status < 500 && err.body?.message) {
    const m = err.body.message.trim();
    return /[.!?]$/.test(m) ? m : `${m}.`;
  }
  if (err instanceof NetworkError) return '';
  return 'Something went wrong on our side.';
}
