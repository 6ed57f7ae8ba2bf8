/**
 * A voice memo kept with a mental health log (docs/product.md, "Recovery tracker"): what the browser's
 * MediaRecorder writes (WebM or Ogg with Opus in Chrome and Firefox, MP4/AAC in Safari), up to a size that holds
 * several minutes of speech. The type is read from the file's own first bytes, never taken from the upload's label.
 */
export const VOICE_MEMO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type VoiceMemoType = (typeof VOICE_MEMO_TYPES)[number];

/** 5 MB: about five minutes at the 128 kbit/s Chrome records Opus at, far more at Safari's AAC rates. */
export const VOICE_MEMO_MAX_BYTES = 5_000_000;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The container of an audio file from its magic bytes, or null when it is none of the three. */
export function sniffVoiceMemo(bytes: Uint8Array): VoiceMemoType | null {
  // WebM is EBML (1A 45 DF A3).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  // Ogg pages start with "OggS".
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return 'audio/ogg';
  // MP4 (ISO BMFF): a box size, then "ftyp".
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'audio/mp4';
  return null;
}
