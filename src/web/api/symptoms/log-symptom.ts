import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSymptomLog } from '../../../core/contracts/symptoms.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/symptom-logs: the colour comes back with the log; red and yellow also refresh the alerts. */
export function useLogSymptom(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSymptomLog) => callEndpoint('POST /api/symptom-logs', { body }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['symptoms', userId] }),
        qc.invalidateQueries({ queryKey: ['flags'] }),
      ]);
    },
  });
}
