import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostpartumChatRequest } from '../../../core/contracts/zara-postpartum.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/**
 * POST /api/ai/postpartum-chat: Ask ZaraMD - Recovery. A red flag raised a high-priority health flag on the server
 * (the spec's client-side POST /api/admin/flags is not needed), so the flag lists are refreshed.
 */
export function usePostpartumChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PostpartumChatRequest) => callEndpoint('POST /api/ai/postpartum-chat', { body }),
    onSuccess: (res) => (res.redFlag ? qc.invalidateQueries({ queryKey: ['flags'] }) : undefined),
  });
}
