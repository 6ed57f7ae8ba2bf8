/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of the
 * built front end, once at build time, so the server sends them as they are (@fastify/static's `preCompressed`)
 * instead of compressing on every request. On a slow phone network the bytes are most of the wait (issue 21:
 * 507 KB raw, about 157 KB gzipped, less as brotli). Node's own zlib: no extra dependency for two calls.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Compresses every compressible file under `dir`; answers how many files it did. */
export function precompressDir(dir: string): number {
  const files = filesUnder(dir).filter((f) => COMPRESSIBLE.test(f));
  for (const file of files) {
    const raw = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  }
  return files.length;
}

/** The Vite plugin: after the build (the public folder included) has been written to its folder. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'zara-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
