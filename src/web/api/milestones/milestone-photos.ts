import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { milestonesKey } from './keys.ts';

/** GET /api/milestone-photos/{userId}: her milestone photos, newest first, each with where to see it. */
export const milestonePhotosOptions = (userId: string) =>
  queryOptions({
    queryKey: [...milestonesKey(userId), 'photos'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/milestone-photos/:userId', { params: { userId } }),
  });

export const useMilestonePhotos = (userId: string) => useQuery(milestonePhotosOptions(userId));
