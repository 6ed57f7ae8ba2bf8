import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { postpartumReportsKey } from './keys.ts';

/** GET /api/postpartum-reports/{userId}: her reports, newest week first. */
export const postpartumReportsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...postpartumReportsKey(userId), 'list'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/postpartum-reports/:userId', { params: { userId } }),
  });

export const usePostpartumReports = (userId: string) => useQuery(postpartumReportsOptions(userId));
