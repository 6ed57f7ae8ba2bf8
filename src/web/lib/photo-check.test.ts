import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../core/domain/photo.ts';
import { photoProblem } from './photo-check.ts';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];

describe('photoProblem', () => {
  it('accepts a JPEG by its bytes, whatever its label says', async () => {
    expect(await photoProblem(new Blob([new Uint8Array(JPEG)], { type: 'text/plain' }))).toBeNull();
  });
  it('refuses a file that is not a photo, or an empty one', async () => {
    expect(await photoProblem(new Blob(['hello'], { type: 'image/jpeg' }))).toMatch(/^Choose a photo/);
    expect(await photoProblem(new Blob([]))).toMatch(/^Choose a photo/);
  });
  it('refuses one over 15 MB', async () => {
    const big = new Blob([new Uint8Array(JPEG), new Uint8Array(PHOTO_MAX_BYTES)]);
    expect(await photoProblem(big)).toMatch(/too large: at most 15 MB/);
  });
});
