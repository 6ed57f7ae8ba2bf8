import { useMutation } from '@tanstack/react-query';
import type { SaveMilestoneProgress } from '../../../core/contracts/milestones.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { milestonesKey } from './keys.ts';

/**
 * POST /api/milestone-progress: a status for a milestone, replacing the one before; the server's answer, or
 * (`waiting`) kept on her phone. 'Delayed' on a milestone with
 * catalogue red flags raised a flag for review, so the flag lists are refreshed too. With no signal the status
 * waits on her phone (lib/offline-queue.ts) and shows at once (shown-progress.ts).
 */
export function useSaveMilestoneProgress(userId: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: SaveMilestoneProgress) => {
      const res = await sendOrQueue(
        'POST /api/milestone-progress',
        { body },
        { userId, invalidates: [milestonesKey(userId), ['flags']] },
      );
      return res.sent
        ? { waiting: false as const, ...res.output }
        : { waiting: true as const, writeId: res.write.id };
    },
  });
}
