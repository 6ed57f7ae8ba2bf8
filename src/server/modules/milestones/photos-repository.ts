/** Her milestone photos (db/schema/milestones.ts): lists carry no bytes; the bytes are read one photo at a time. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { milestonePhotos } from '../../db/schema/milestones.ts';
import { returnedRow } from '../../returned-row.ts';

export type PhotoRow = typeof milestonePhotos.$inferSelect;
export type NewPhoto = typeof milestonePhotos.$inferInsert;

const listed = {
  id: milestonePhotos.id,
  userId: milestonePhotos.userId,
  babyId: milestonePhotos.babyId,
  milestoneTemplateId: milestonePhotos.milestoneTemplateId,
  width: milestonePhotos.width,
  height: milestonePhotos.height,
  createdAt: milestonePhotos.createdAt,
};
export type PhotoInfo = Omit<PhotoRow, 'data' | 'thumbnail' | 'mimeType'>;

export async function insertPhoto(db: Db, values: NewPhoto): Promise<PhotoInfo> {
  return returnedRow(await db.insert(milestonePhotos).values(values).returning(listed), 'photo');
}

export const listPhotos = (db: Db, userId: string): Promise<PhotoInfo[]> =>
  db
    .select(listed)
    .from(milestonePhotos)
    .where(eq(milestonePhotos.userId, userId))
    .orderBy(desc(milestonePhotos.createdAt));

export async function photoBytes(db: Db, id: string, which: 'data' | 'thumbnail'): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: milestonePhotos[which] })
    .from(milestonePhotos)
    .where(eq(milestonePhotos.id, id))
    .limit(1);
  return row?.bytes ?? null;
}

export async function photoOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: milestonePhotos.userId })
    .from(milestonePhotos)
    .where(eq(milestonePhotos.id, id))
    .limit(1);
  return row?.userId ?? null;
}

export async function deletePhoto(db: Db, id: string): Promise<void> {
  await db.delete(milestonePhotos).where(eq(milestonePhotos.id, id));
}

/** The thumbnails of one baby's photos of some milestones, oldest first (a report's grid). */
export const thumbnailsOf = (db: Db, babyId: string, templateIds: readonly string[]) =>
  templateIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          milestoneTemplateId: milestonePhotos.milestoneTemplateId,
          thumbnail: milestonePhotos.thumbnail,
        })
        .from(milestonePhotos)
        .where(
          and(
            eq(milestonePhotos.babyId, babyId),
            inArray(milestonePhotos.milestoneTemplateId, [...templateIds]),
          ),
        )
        .orderBy(milestonePhotos.createdAt);
