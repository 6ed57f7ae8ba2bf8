import type { ChatPhoto } from '../../../core/contracts/zara-postpartum.ts';
import type { ChatPhotoInfo } from './chat-photos-repository.ts';

const photoUrl = (id: string) => `/api/ai/postpartum-chat/photos/${id}`;

/** A recovery-chat photo as the API gives it: where to see it, never its bytes. */
export const toChatPhoto = (row: ChatPhotoInfo): ChatPhoto => ({
  id: row.id,
  width: row.width,
  height: row.height,
  url: photoUrl(row.id),
  thumbnailUrl: `${photoUrl(row.id)}/thumbnail`,
  createdAt: row.createdAt.toISOString(),
});
