import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatRequest, ChatResponse } from '../../../../core/contracts/zara.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/zara/chat. An urgent reply raises a health flag, so the flag lists are refreshed. */
export function useZaraChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatRequest) => apiRequest<ChatResponse>('POST', '/api/zara/chat', body),
    onSuccess: (res) => {
      if (res.response.urgency !== 'routine') void qc.invalidateQueries({ queryKey: ['flags'] });
    },
  });
}
