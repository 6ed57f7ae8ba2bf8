import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export interface ChatPhotoUpload {
  file: Blob;
  message?: string;
  conversationId?: string;
}

/**
 * POST /api/ai/postpartum-chat/photos: a photo with her message, as multipart/form-data (the server strips its
 * metadata and keeps it with the conversation for her midwife); Zara's answer comes back as for a message.
 */
export function usePostpartumChatPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatPhotoUpload) => callEndpoint('POST /api/ai/postpartum-chat/photos', { body }),
    onSuccess: (res) => (res.redFlag ? qc.invalidateQueries({ queryKey: ['flags'] }) : undefined),
  });
}
