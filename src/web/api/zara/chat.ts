import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatRequest } from '../../../core/contracts/zara.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/zara/chat. An urgent reply raises a health flag, so the flag lists are refreshed. */
export function useZaraChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatRequest) => callEndpoint('POST /api/zara/chat', { body }),
    onSuccess: (res) => {
      if (res.response.urgency !== 'routine') void qc.invalidateQueries({ queryKey: ['flags'] });
    },
  });
}
