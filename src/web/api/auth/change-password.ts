import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../core/contracts/auth.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/auth/password: her current password and a new one; her other devices are signed out. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => callEndpoint('POST /api/auth/password', { body }),
  });
