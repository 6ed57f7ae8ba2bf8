import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/admin/flags: her own flags, newest first (an admin's too: the review queue asks for everyone's). */
export const flagsOptions = (userId: string) =>
  queryOptions({
    queryKey: ['flags', userId, 'list'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/admin/flags'),
  });

export const useFlags = (userId: string) => useQuery(flagsOptions(userId));
