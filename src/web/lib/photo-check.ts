import { PHOTO_MAX_BYTES, sniffPhoto } from '../../core/domain/photo.ts';

export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1_000_000;

/**
 * What is wrong with a photo she chose, by the server's own rules (its first bytes say it is a JPEG, PNG, WebP or
 * HEIC; at most 15 MB), so the message shows beside the button before anything is sent; null when it will do.
 */
export async function photoProblem(file: Blob): Promise<string | null> {
  if (file.size > PHOTO_MAX_BYTES)
    return `That photo is too large: at most ${String(PHOTO_MAX_MB)} MB. Choose a smaller one.`;
  if (file.size === 0 || !sniffPhoto(new Uint8Array(await file.slice(0, 256).arrayBuffer())))
    return 'Choose a photo: JPEG, PNG, WebP or HEIC (as a phone takes them).';
  return null;
}

/** What the file input offers (HEIC by its extension too: some browsers give it no type). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
