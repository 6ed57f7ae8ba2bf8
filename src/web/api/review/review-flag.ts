import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** PATCH /api/admin/flags/{flagId}: mark reviewed (or reopen). */
export function useReviewFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ flagId, reviewed }: { flagId: string; reviewed: boolean }) =>
      callEndpoint('PATCH /api/admin/flags/:flagId', { params: { flagId }, body: { reviewed } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['flags'] }),
  });
}
