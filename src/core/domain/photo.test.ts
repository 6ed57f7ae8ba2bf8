import { describe, expect, it } from 'vitest';
import { fitWithin, sniffPhoto } from './photo.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffPhoto', () => {
  it('reads JPEG, PNG, WebP and HEIC from their first bytes', () => {
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhoto(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhoto(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffPhoto(bytes([0, 0, 0, 0x1c], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe('image/heic');
    // A generic HEIF image brand first, HEIC among the compatible ones.
    expect(sniffPhoto(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'heic'))).toBe('image/heic');
  });

  it('refuses AVIF, video, audio, PDF and too short a file', () => {
    expect(sniffPhoto(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1'))).toBeNull();
    expect(sniffPhoto(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'avif'))).toBeNull();
    expect(sniffPhoto(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0], 'mp41'))).toBeNull();
    expect(sniffPhoto(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffPhoto(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(sniffPhoto(bytes([0xff, 0xd8]))).toBeNull();
  });
});

describe('fitWithin', () => {
  it('shrinks the longest side to the limit, keeping the shape, and never enlarges', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 320)).toEqual({ width: 240, height: 320 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
