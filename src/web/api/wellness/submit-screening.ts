import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Instrument } from '../../../core/domain/screening.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/screenings: scored and stored; a crisis reuses the red flag raised during the check (or raises it). */
export function useSubmitScreening(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { instrument: Instrument; answers: number[]; checkId?: string }) =>
      callEndpoint('POST /api/screenings', { body }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['wellness', userId] }),
        qc.invalidateQueries({ queryKey: ['flags'] }),
      ]);
    },
  });
}
