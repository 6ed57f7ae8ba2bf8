import { useMutation } from '@tanstack/react-query';
import type { ReauthBody } from '../../../core/contracts/auth.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/auth/reauth: her password again, before a sensitive action (good for a few minutes). */
export const useReauthenticate = () =>
  useMutation({ mutationFn: (body: ReauthBody) => callEndpoint('POST /api/auth/reauth', { body }) });
