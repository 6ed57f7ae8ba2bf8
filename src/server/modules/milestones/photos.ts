/**
 * Her milestone photos (docs/product.md, "Milestone tracker"): checked and stripped of every piece of metadata
 * by src/server/photo-image.ts, a resized copy and a thumbnail kept in the
 * database; served only to her (the owner rule, no reviewer access) and never kept by a shared cache. Deleting a
 * photo, the baby or her account deletes the bytes.
 */
import type { MilestonePhoto } from '../../../core/contracts/milestones.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { keepUpload } from '../../photo-image.ts';
import * as repo from './photos-repository.ts';
import { babyFor, type Templates, templateOf } from './service.ts';

const photoUrl = (id: string) => `/api/milestone-photos/file/${id}`;

export const toPhoto = (row: repo.PhotoInfo): MilestonePhoto => ({
  id: row.id,
  babyId: row.babyId,
  milestoneTemplateId: row.milestoneTemplateId,
  width: row.width,
  height: row.height,
  url: photoUrl(row.id),
  thumbnailUrl: `${photoUrl(row.id)}/thumbnail`,
  createdAt: row.createdAt.toISOString(),
});

export async function addPhoto(
  db: Db,
  templates: Templates,
  userId: string,
  body: { file: Blob | Uint8Array; milestoneTemplateId: string; babyId?: string | undefined },
): Promise<MilestonePhoto> {
  const template = templateOf(templates, body.milestoneTemplateId);
  const baby = await babyFor(db, userId, body.babyId || undefined);
  const kept = await keepUpload(body.file);
  const row = await repo.insertPhoto(db, {
    userId,
    babyId: baby.id,
    milestoneTemplateId: template.id,
    mimeType: 'image/jpeg',
    ...kept,
  });
  return toPhoto(row);
}

export const listPhotos = async (db: Db, userId: string) => (await repo.listPhotos(db, userId)).map(toPhoto);

export async function photoFile(db: Db, photoId: string, which: 'data' | 'thumbnail'): Promise<Buffer> {
  const bytes = await repo.photoBytes(db, photoId, which);
  if (!bytes) throw notFound('We could not find that photo. It may have been deleted.');
  return bytes;
}

export const deletePhoto = (db: Db, photoId: string) => repo.deletePhoto(db, photoId);
export const photoOwner = repo.photoOwner;
export const thumbnailsOf = repo.thumbnailsOf;
