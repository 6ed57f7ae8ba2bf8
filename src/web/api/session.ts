/**
 * Who she is, for every screen: the signed-in user's id and her profile status. The signed-in layout only renders
 * with a user, so inside it the id is always hers.
 */
import { useMe } from './auth/me.ts';
import { useProfileStatus } from './profile/profile-status.ts';

/** The signed-in user's id. */
export function useUserId(): string {
  const me = useMe();
  return me.data?.id ?? '';
}

/** Her profile status, for the signed-in user. */
export const useMyProfileStatus = () => useProfileStatus(useUserId());
