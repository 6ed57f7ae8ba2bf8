/**
 * The page sent for an address of the app (issue 21). The built index.html loads the app's code, which then
 * imports the screen at the address: on a phone on a slow network the screen's files were asked for only once the
 * app's 90 KB had downloaded and run. The page now names them too (`<link rel="modulepreload">`, from the build's
 * manifest), so the browser fetches them beside the app's own code. Which modules is the table the app preloads
 * from (core/contracts/app-pages.ts; web.ts picks the screen). Each variant of the page is made and compressed
 * once: there are as many as the table has screens, plus two.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';

/** The part of Vite's build manifest read here: each source module's built file and the chunks it imports. */
export const buildManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);
export type BuildManifest = z.infer<typeof buildManifestSchema>;

export interface AppPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** Weak: one tag for the page whatever its encoding. */
  etag: string;
}

/** Where the build puts the app's sources relative to its root (the manifest's keys). */
const SOURCE_ROOT = 'src/web/';

/** The built files `keys` need (their chunks and every chunk those import), each once, in load order. */
function filesOf(manifest: BuildManifest, keys: readonly string[], seen = new Set<string>()): string[] {
  const files: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    files.push(chunk.file, ...filesOf(manifest, chunk.imports ?? [], seen));
  }
  return files;
}

export class AppPages {
  private readonly pages = new Map<string, AppPage>();
  /** The files the page already loads: the entry's own and what it imports. */
  private readonly loaded: Set<string>;

  constructor(
    private readonly index: string,
    private readonly manifest: BuildManifest | null,
  ) {
    const entries = manifest ? Object.keys(manifest).filter((k) => manifest[k]?.isEntry) : [];
    this.loaded = new Set(manifest ? filesOf(manifest, entries) : []);
  }

  /** The page naming the built files of `modules` (paths under src/web). */
  for(modules: readonly string[]): AppPage {
    const key = modules.join('\n');
    let page = this.pages.get(key);
    if (!page) {
      page = this.make(modules);
      this.pages.set(key, page);
    }
    return page;
  }

  private make(modules: readonly string[]): AppPage {
    const files = this.manifest
      ? filesOf(
          this.manifest,
          modules.map((m) => SOURCE_ROOT + m),
        ).filter((f) => !this.loaded.has(f))
      : [];
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
    const html = links ? this.index.replace('</head>', `\n    ${links}\n  </head>`) : this.index;
    return {
      html,
      br: brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        },
      }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
    };
  }
}
