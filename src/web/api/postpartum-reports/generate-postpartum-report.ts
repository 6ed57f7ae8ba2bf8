import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratePostpartumReport } from '../../../core/contracts/postpartum-reports.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { postpartumReportsKey } from './keys.ts';

/** POST /api/postpartum-reports/generate: a week's report from her logs (made again, it replaces that week's). */
export function useGeneratePostpartumReport(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneratePostpartumReport) =>
      callEndpoint('POST /api/postpartum-reports/generate', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: postpartumReportsKey(userId) }),
  });
}
