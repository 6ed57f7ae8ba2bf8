import { describe, expect, it } from 'vitest';
import { sniffVoiceMemo } from './voice-memo.ts';

describe('sniffVoiceMemo', () => {
  it('reads WebM, Ogg and MP4 from their first bytes', () => {
    expect(sniffVoiceMemo(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]))).toBe('audio/webm');
    expect(sniffVoiceMemo(new TextEncoder().encode('OggS\u0000\u0002'))).toBe('audio/ogg');
    expect(sniffVoiceMemo(new Uint8Array([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41]))).toBe(
      'audio/mp4',
    );
  });

  it('refuses anything else, and too short a file', () => {
    expect(sniffVoiceMemo(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffVoiceMemo(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(sniffVoiceMemo(new Uint8Array([0x1a, 0x45]))).toBeNull();
  });
});
