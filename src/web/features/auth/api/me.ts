import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User, UserResponse } from '../../../../core/contracts/auth.ts';
import { getQuery } from '../../../lib/api-client.ts';
import { readCachedUser, writeCachedUser } from './session-cache.ts';

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async (): Promise<User | null> => {
      const res = await getQuery<UserResponse>('/api/auth/me', 'returnNull')();
      const user = res?.user ?? null;
      writeCachedUser(user);
      return user;
    },
    // Draw from the cache at once, but always confirm with the server on load.
    placeholderData: () => readCachedUser(),
  });

/** The signed-in user (null when signed out). */
export const useMe = () => useQuery(meQueryOptions());
