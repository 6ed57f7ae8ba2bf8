import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthFlag } from '../../../../core/contracts/flags.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/admin/flags/{flagId}: mark reviewed (or reopen). */
export function useReviewFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ flagId, reviewed }: { flagId: string; reviewed: boolean }) =>
      apiRequest<{ flag: HealthFlag }>('PATCH', `/api/admin/flags/${flagId}`, { reviewed }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['flags'] }),
  });
}
