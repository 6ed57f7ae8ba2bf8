import { endpointUrl } from '../../lib/api-client.ts';

/**
 * GET /api/maternal-recovery/entries/{logId}/voice-memo: where an <audio> element plays her recording (the browser
 * sends her session cookie; nobody else may fetch it).
 */
export const voiceMemoUrl = (logId: string) =>
  endpointUrl('GET /api/maternal-recovery/entries/:logId/voice-memo', { params: { logId } });
