import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrisisFlagResponse, CrisisSignal } from '../../../../core/contracts/wellness.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/screenings/crisis: PHQ-9 question 9 above 0 raises the red flag for review at once (one per check). */
export function useRaiseCrisisFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CrisisSignal) =>
      apiRequest<CrisisFlagResponse>('POST', '/api/screenings/crisis', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['flags'] }),
  });
}
