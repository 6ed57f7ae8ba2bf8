import { describe, expect, it } from 'vitest';
import { URGENT_NOTICE } from '../../../core/contracts/zara.ts';
import { ApiRequestError, NetworkError } from '../../lib/api-client.ts';
import { FALLBACK_REPLIES } from './fallback.ts';
import { failureReply, NOT_SENT_URGENT_NOTICE, SIGNED_OUT_REPLY } from './chat-failure.ts';

const ctx = { stage: 'pregnant' as const, week: 24, country: 'GB' };
const urgent = "i have a terrible headache and i'm seeing flashing lights";
const apiError = (status: number, message = 'Something broke') =>
  new ApiRequestError(status, `${String(status)}: ${message}`, { error: 'x', message } as never);

describe('chat failure replies', () => {
  it('offline: the spec canned reply by keyword, no Call button for a greeting', () => {
    const r = failureReply(new NetworkError(), 'hello zara', ctx);
    expect(r).toMatchObject({ kind: 'offline', urgency: 'routine', notice: null, call: false });
    expect(r.content).toBe(FALLBACK_REPLIES.greeting[0]);
  });

  it('offline and urgent: what to do now, her number, the Call button, and no promise of a review', () => {
    const r = failureReply(new NetworkError(), urgent, ctx);
    expect(r).toMatchObject({
      kind: 'offline',
      urgency: 'urgent',
      notice: NOT_SENT_URGENT_NOTICE,
      call: true,
    });
    expect(r.content).toContain('Call your midwife, doctor or maternity unit now');
    expect(r.content).toContain('Emergency services: 999');
    expect(r.content).toContain('I am pregnant, 24 weeks');
    expect(r.content).not.toContain('flagged for medical review.');
    expect(r.content).not.toContain(URGENT_NOTICE);
    expect(NOT_SENT_URGENT_NOTICE).toContain('has not been saved or flagged');
  });

  it('offline symptom advice shows the Call button too', () => {
    expect(failureReply(new NetworkError(), 'I have some pain in my back', ctx).call).toBe(true);
  });

  it('a 401 says she was signed out, and is not a canned reply', () => {
    const r = failureReply(apiError(401, 'Please sign in'), 'hello zara', ctx);
    expect(r).toMatchObject({ kind: 'signed-out', content: SIGNED_OUT_REPLY, call: false });
  });

  it("a 4xx gives the server's words; a 500 says it was our side; both offer a retry, not a canned reply", () => {
    const bad = failureReply(apiError(400, 'Please keep a message under 2,000 characters'), 'hello', ctx);
    expect(bad.kind).toBe('error');
    expect(bad.content).toContain('Please keep a message under 2,000 characters.');
    const boom = failureReply(apiError(500), 'hello', ctx);
    expect(boom.content).toContain('Something went wrong on our side.');
    expect(boom.content).not.toContain("can't reach the server");
  });

  it('a server error on an urgent message still gives the advice and the Call button', () => {
    const r = failureReply(apiError(500), urgent, ctx);
    expect(r).toMatchObject({ kind: 'error', notice: NOT_SENT_URGENT_NOTICE, call: true });
    expect(r.content.indexOf('Call your midwife')).toBeLessThan(r.content.indexOf('Sorry'));
  });
});
