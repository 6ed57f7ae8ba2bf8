/**
 * A photo made safe to keep, a milestone's or one attached in the recovery chat (docs/product.md, "Milestone
 * tracker"; docs/architecture.md, "Adding a feature"): the type read from its own bytes, at most PHOTO_MAX_BYTES, decoded
 * (sharp's libvips for JPEG, PNG and WebP; heic-decode for an iPhone's HEIC, which the prebuilt libvips cannot decode,
 * its HEVC codec not being included), turned upright by its orientation, and re-encoded as a JPEG copy at most
 * PHOTO_LONG_SIDE wide or high and a thumbnail. Re-encoding keeps only the pixels: every piece of metadata (EXIF
 * with the location, the camera, the time; XMP; IPTC; ICC profiles after conversion to sRGB) is left behind, since
 * sharp writes none unless asked.
 */
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import {
  PHOTO_LONG_SIDE,
  PHOTO_MAX_BYTES,
  type PhotoType,
  sniffPhoto,
  THUMBNAIL_LONG_SIDE,
} from '../core/domain/photo.ts';
import { fieldError } from './errors.ts';

export interface KeptPhoto {
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Thrown when the bytes carry an image's signature but do not decode. */
export class UnreadablePhoto extends Error {}

/** Larger than any phone camera (200 megapixels): a decompression bomb is refused before it is decoded. */
const MAX_PIXELS = 200_000_000;

async function decoded(bytes: Buffer, type: PhotoType): Promise<Sharp> {
  if (type === 'image/heic') {
    // libheif applies the HEIF rotation and mirror itself; the pixels come upright.
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    if (width * height > MAX_PIXELS) throw new UnreadablePhoto('too many pixels');
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  }
  // EXIF orientation applied to the pixels, since the tag itself is dropped.
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).autoOrient();
}

const jpeg = (image: Sharp, longSide: number, quality: number) =>
  image
    .clone()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });

/** The copy and the thumbnail to keep, with no metadata. */
export async function keepablePhoto(bytes: Buffer, type: PhotoType): Promise<KeptPhoto> {
  try {
    // A transparent PNG or WebP goes on white (JPEG has no transparency); colours in sRGB.
    const image = (await decoded(bytes, type)).flatten({ background: '#ffffff' }).toColourspace('srgb');
    const [full, thumb] = await Promise.all([
      jpeg(image, PHOTO_LONG_SIDE, 85),
      jpeg(image, THUMBNAIL_LONG_SIDE, 78),
    ]);
    return { data: full.data, thumbnail: thumb.data, width: full.info.width, height: full.info.height };
  } catch (err) {
    if (err instanceof UnreadablePhoto) throw err;
    throw new UnreadablePhoto(err instanceof Error ? err.message : String(err));
  }
}

const MB = PHOTO_MAX_BYTES / 1_000_000;

/**
 * An uploaded photo checked and made safe to keep, before anything is written: a 400 naming `file` when it is
 * empty, too large, not one of the four types, or does not decode.
 */
export async function keepUpload(file: Blob | Uint8Array): Promise<KeptPhoto> {
  const bytes = file instanceof Uint8Array ? Buffer.from(file) : Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw fieldError('file', 'The photo is empty: choose it again');
  if (bytes.length > PHOTO_MAX_BYTES)
    throw fieldError('file', `The photo is too large: at most ${String(MB)} MB`);
  const type = sniffPhoto(bytes);
  if (!type)
    throw fieldError('file', 'The file must be a photo: JPEG, PNG, WebP or HEIC (as a phone takes them)');
  try {
    return await keepablePhoto(bytes, type);
  } catch (err) {
    if (!(err instanceof UnreadablePhoto)) throw err;
    throw fieldError(
      'file',
      'We could not read this photo: it may be damaged. Try another, or take it again.',
    );
  }
}
