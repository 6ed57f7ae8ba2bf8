import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateMilestoneReport } from '../../../core/contracts/milestones.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { milestonesKey } from './keys.ts';

/** POST /api/milestone-reports/generate: a week's milestone report (made again, it replaces that week's). */
export function useGenerateMilestoneReport(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateMilestoneReport) =>
      callEndpoint('POST /api/milestone-reports/generate', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...milestonesKey(userId), 'reports'] }),
  });
}
