import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BirthPlanResponse, SaveBirthPlanBody } from '../../../core/contracts/birth-prep.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { birthPlanKey } from './birth-plan.ts';

/** PUT /api/birth-plan/{userId}: saves her whole plan; the server sets updatedAt. */
export function useSaveBirthPlan(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBirthPlanBody) =>
      callEndpoint('PUT /api/birth-plan/:userId', { params: { userId }, body }),
    onSuccess: ({ plan }) => {
      qc.setQueryData<BirthPlanResponse>(birthPlanKey(userId), (old) => (old ? { ...old, plan } : old));
      // The co-pilot recommends writing a plan until one exists.
      void qc.invalidateQueries({ queryKey: ['copilot'] });
    },
  });
}
