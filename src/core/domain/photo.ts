/**
 * Photos she keeps with her baby's milestones (docs/product.md, "Milestone tracker"): what a phone's camera or
 * gallery gives (JPEG, PNG, WebP, and HEIC from an iPhone), up to 15 MB each. The type is read from the file's own
 * first bytes, never taken from the upload's label; the server then strips every piece of metadata (location
 * included) and keeps a resized copy and a thumbnail.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** 15 MB: a full-resolution photo from a recent phone camera, with room to spare. */
export const PHOTO_MAX_BYTES = 15_000_000;
/** The longest side of the copy kept: sharp on a phone screen and in a printed report, a fraction of the bytes. */
export const PHOTO_LONG_SIDE = 1600;
/** The thumbnail's longest side (the milestone's list and the report's grid). */
export const THUMBNAIL_LONG_SIDE = 320;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** HEIF brands of a still image (an iPhone writes 'heic'; 'mif1' is the generic image brand). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1']);

/** The type of an image file from its magic bytes, or null when it is none of the four. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO BMFF: a box size, 'ftyp', the major brand, then compatible brands; an AVIF or a video is not a HEIC photo.
  if (ascii(bytes, 4, 8) === 'ftyp' && bytes.length >= 16) {
    const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    const end = Math.min(size > 16 ? size : 16, bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => HEIF_BRANDS.has(b)) && !brands.includes('avif')) return 'image/heic';
  }
  return null;
}

/** The size to keep: the longest side at most `longSide`, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
