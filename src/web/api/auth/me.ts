import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../core/contracts/auth.ts';
import { callEndpoint, nullOn401 } from '../../lib/api-client.ts';
import { maybeSignedIn, readCachedUser, writeCachedUser } from './session-cache.ts';

export const meQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the signed-in user, or null when signed out. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async (): Promise<User | null> => {
      if (!maybeSignedIn()) return null;
      const res = await nullOn401(callEndpoint('GET /api/auth/me'));
      const user = res?.user ?? null;
      writeCachedUser(user);
      return user;
    },
    // Draw from the cache at once, but always confirm with the server on load. With nothing cached (a fresh
    // browser) there is no placeholder: the app shows its loading state until the server answers, rather than
    // the sign-in screen (and its code) to a mother who is signed in.
    placeholderData: () => readCachedUser() ?? undefined,
  });

/** The signed-in user (null when signed out). */
export const useMe = () => useQuery(meQueryOptions());
