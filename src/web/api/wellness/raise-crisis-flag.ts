import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrisisSignal } from '../../../core/contracts/wellness.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/screenings/crisis: PHQ-9 question 9 above 0 raises the red flag for review at once (one per check). */
export function useRaiseCrisisFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CrisisSignal) => callEndpoint('POST /api/screenings/crisis', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['flags'] }),
  });
}
