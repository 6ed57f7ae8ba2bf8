import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'zara-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decompress to the same bytes, and skips the rest', () => {
    mkdirSync(join(dir, 'assets'));
    const js = 'export const a = "Zara";\n'.repeat(200);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Zara</title>');
    writeFileSync(join(dir, 'assets', 'app-1234.js'), js);
    writeFileSync(join(dir, 'assets', 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    expect(precompressDir(dir)).toBe(2);

    const br = readFileSync(join(dir, 'assets', 'app-1234.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'app-1234.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toMatch(/<title>Zara/);
    expect(existsSync(join(dir, 'assets', 'photo.png.br'))).toBe(false);
  });
});
