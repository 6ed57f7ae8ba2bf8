import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stage } from '../../../core/domain/stage.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useMe } from '../auth/me.ts';
import { profileStatusOptions } from './profile-status.ts';

/** Where she is: her stage and week, or null when she has no profile yet (then the screens ask). */
export interface MyStage {
  stage: Stage;
  /** Pregnancy week 1-42 while pregnant; postpartum week once the baby is here. */
  week: number;
}

export const myStatusOptions = (userId: string | undefined) =>
  queryOptions({
    // Its own key (under the profile's, so profile changes refresh it): the data here is reduced to stage + week.
    queryKey: ['profile', userId, 'status', 'stage'],
    enabled: Boolean(userId),
    // From her profile's own answer (asked once: the frame, most screens and this read the same request).
    queryFn: async ({ client }): Promise<MyStage | null> => {
      try {
        const res = await client.fetchQuery(profileStatusOptions(userId ?? ''));
        return { stage: res.pregnancyStatus.phase, week: res.pregnancyStatus.currentWeek };
      } catch (err) {
        // 404: no profile yet: the screens ask for the week instead of assuming one.
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }
    },
  });

/** Her stage and week from the profile (null: not set yet). */
export function useMyStage() {
  const me = useMe();
  return useQuery(myStatusOptions(me.data?.id));
}
