/**
 * Her milestone photos (docs/product.md, "Milestone tracker"): the type read from the file's own bytes, at most
 * PHOTO_MAX_BYTES, every piece of metadata removed (photo-image.ts), a resized copy and a thumbnail kept in the
 * database; served only to her (the owner rule, no reviewer access) and never kept by a shared cache. Deleting a
 * photo, the baby or her account deletes the bytes.
 */
import type { MilestonePhoto } from '../../../core/contracts/milestones.ts';
import { PHOTO_MAX_BYTES, sniffPhoto } from '../../../core/domain/photo.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../errors.ts';
import { keepablePhoto, UnreadablePhoto } from './photo-image.ts';
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

const MB = PHOTO_MAX_BYTES / 1_000_000;

export async function addPhoto(
  db: Db,
  templates: Templates,
  userId: string,
  body: { file: Blob | Uint8Array; milestoneTemplateId: string; babyId?: string | undefined },
): Promise<MilestonePhoto> {
  const template = templateOf(templates, body.milestoneTemplateId);
  const baby = await babyFor(db, userId, body.babyId || undefined);
  const file = body.file;
  const bytes = file instanceof Uint8Array ? Buffer.from(file) : Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw fieldError('file', 'The photo is empty: choose it again');
  if (bytes.length > PHOTO_MAX_BYTES)
    throw fieldError('file', `The photo is too large: at most ${String(MB)} MB`);
  const type = sniffPhoto(bytes);
  if (!type)
    throw fieldError('file', 'The file must be a photo: JPEG, PNG, WebP or HEIC (as a phone takes them)');
  let kept;
  try {
    kept = await keepablePhoto(bytes, type);
  } catch (err) {
    if (!(err instanceof UnreadablePhoto)) throw err;
    throw fieldError(
      'file',
      'We could not read this photo: it may be damaged. Try another, or take it again.',
    );
  }
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
