import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SCREENS, SIGN_IN_MODULE } from '../../core/contracts/app-pages.ts';
import { AppPages, type BuildManifest } from './app-pages.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_tabs-1.js': { file: 'assets/tabs-1.js', imports: ['_app-1.js', '_icons-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js' },
  'src/web/features/learn/learn-page.tsx': {
    file: 'assets/learn-page-1.js',
    imports: ['_runtime-1.js', '_app-1.js', '_tabs-1.js', '_icons-1.js'],
  },
  'src/web/features/post-birth/post-birth-layout.tsx': {
    file: 'assets/post-birth-layout-1.js',
    imports: ['_icons-1.js'],
  },
  'src/web/features/post-birth/hub-page.tsx': { file: 'assets/hub-page-1.js', imports: ['_tabs-1.js'] },
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

describe('the page names the files of the screen at the address', () => {
  const pages = new AppPages(INDEX, MANIFEST);

  it("each file the screen needs once, in load order, none the app's entry already loads", () => {
    expect(preloads(pages.for(['features/learn/learn-page.tsx']).html)).toEqual([
      'assets/learn-page-1.js',
      'assets/tabs-1.js',
      'assets/icons-1.js',
    ]);
    // A frame and its screen: the shared icons once.
    expect(
      preloads(
        pages.for(['features/post-birth/post-birth-layout.tsx', 'features/post-birth/hub-page.tsx']).html,
      ),
    ).toEqual([
      'assets/post-birth-layout-1.js',
      'assets/icons-1.js',
      'assets/hub-page-1.js',
      'assets/tabs-1.js',
    ]);
  });

  it('in the head, the rest of the page as built; compressed copies of the same page; one tag per page', () => {
    const page = pages.for(['features/learn/learn-page.tsx']);
    expect(page.html.indexOf('modulepreload')).toBeLessThan(page.html.indexOf('</head>'));
    expect(
      page.html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>'),
    ).toBe(INDEX);
    expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).toString()).toBe(page.html);
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(pages.for(['features/learn/learn-page.tsx'])).toBe(page);
    expect(pages.for(['features/post-birth/hub-page.tsx']).etag).not.toBe(page.etag);
  });

  it('names nothing for an address with no screen, a module the build does not know, or a build without a manifest', () => {
    expect(pages.for([]).html).toBe(INDEX);
    expect(pages.for(['features/nowhere/nowhere-page.tsx']).html).toBe(INDEX);
    expect(new AppPages(INDEX, null).for(['features/learn/learn-page.tsx']).html).toBe(INDEX);
  });
});

describe("the screens' table (core/contracts/app-pages.ts)", () => {
  const modules = [SIGN_IN_MODULE, ...SCREENS.flatMap((s) => s.modules)];

  it('names modules that exist, each one the app can load (web/app/screen-preload.ts: pages and the post-birth frame)', () => {
    for (const m of modules) {
      expect(existsSync(join('src/web', m)), m).toBe(true);
      expect(m, m).toMatch(/^features\/.+(?:-page|\/post-birth-layout)\.tsx$/);
    }
  });

  it('gives each address once', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
