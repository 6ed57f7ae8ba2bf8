/** Photos attached in the recovery chat (db/schema/zara.ts): lists carry no bytes; bytes are read one at a time. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatPhotos } from '../../db/schema/zara.ts';
import { returnedRow } from '../../returned-row.ts';

export type NewChatPhoto = typeof chatPhotos.$inferInsert;

const listed = {
  id: chatPhotos.id,
  userId: chatPhotos.userId,
  conversationId: chatPhotos.conversationId,
  messageId: chatPhotos.messageId,
  width: chatPhotos.width,
  height: chatPhotos.height,
  createdAt: chatPhotos.createdAt,
};
export type ChatPhotoInfo = Omit<typeof chatPhotos.$inferSelect, 'data' | 'thumbnail'>;

export async function insertChatPhoto(db: Db, values: NewChatPhoto): Promise<ChatPhotoInfo> {
  return returnedRow(await db.insert(chatPhotos).values(values).returning(listed), 'chat photo');
}

/** A conversation's photos, oldest first (the record a reviewer opens). */
export const photosOfConversation = (db: Db, conversationId: string): Promise<ChatPhotoInfo[]> =>
  db
    .select(listed)
    .from(chatPhotos)
    .where(eq(chatPhotos.conversationId, conversationId))
    .orderBy(asc(chatPhotos.createdAt));

export async function chatPhotoBytes(
  db: Db,
  id: string,
  which: 'data' | 'thumbnail',
): Promise<{ userId: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ userId: chatPhotos.userId, bytes: chatPhotos[which] })
    .from(chatPhotos)
    .where(eq(chatPhotos.id, id))
    .limit(1);
  return row ?? null;
}

export async function chatPhotoOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: chatPhotos.userId })
    .from(chatPhotos)
    .where(eq(chatPhotos.id, id))
    .limit(1);
  return row?.userId ?? null;
}
