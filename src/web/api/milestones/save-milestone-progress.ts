import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveMilestoneProgress } from '../../../core/contracts/milestones.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { milestonesKey } from './keys.ts';

/**
 * POST /api/milestone-progress: a status for a milestone, replacing the one before. 'Delayed' on a milestone with
 * catalogue red flags raised a flag for review, so the flag lists are refreshed too.
 */
export function useSaveMilestoneProgress(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMilestoneProgress) => callEndpoint('POST /api/milestone-progress', { body }),
    onSuccess: (res) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: milestonesKey(userId) }),
        res.concern ? qc.invalidateQueries({ queryKey: ['flags'] }) : null,
      ]),
  });
}
