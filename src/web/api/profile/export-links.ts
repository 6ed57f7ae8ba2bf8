import { endpointUrl } from '../../lib/api-client.ts';

/**
 * GET /api/profile/{userId}/export and /export.pdf: plain downloads (the browser saves the attachment), after
 * POST /api/auth/reauth (the server refuses them without it).
 */
export const exportJsonUrl = (userId: string) =>
  endpointUrl('GET /api/profile/:userId/export', { params: { userId } });
export const exportPdfUrl = (userId: string) =>
  endpointUrl('GET /api/profile/:userId/export.pdf', { params: { userId } });
