/**
 * A milestone photo made safe to keep (docs/product.md, "Milestone tracker"; docs/architecture.md, "Uploads"): decoded
 * (sharp's libvips for JPEG, PNG and WebP; heic-decode for an iPhone's HEIC, which the prebuilt libvips cannot decode,
 * its HEVC codec not being included), turned upright by its orientation, and re-encoded as a JPEG copy at most
 * PHOTO_LONG_SIDE wide or high and a thumbnail. Re-encoding keeps only the pixels: every piece of metadata (EXIF
 * with the location, the camera, the time; XMP; IPTC; ICC profiles after conversion to sRGB) is left behind, since
 * sharp writes none unless asked.
 */
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_LONG_SIDE, type PhotoType, THUMBNAIL_LONG_SIDE } from '../../../core/domain/photo.ts';

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
