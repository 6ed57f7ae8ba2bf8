/**
 * Writes the app's pictures (src/core/domain/pictures.ts) from the Fluent Emoji Flat set (MIT, Microsoft; the
 * `@iconify-json/fluent-emoji-flat` npm package) to src/web/assets/pictures/, one SVG file per picture and only the
 * ones the app uses, so the build ships them as small, cached files loaded when a screen shows them. `npm run
 * pictures` after changing the list; scripts/pictures.test.ts checks the folder matches the list and the package.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PICTURES } from '../src/core/domain/pictures.ts';

export const PICTURE_DIR = fileURLToPath(new URL('../src/web/assets/pictures/', import.meta.url));

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

function iconSet(): IconSet {
  const path = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  return JSON.parse(readFileSync(path, 'utf8')) as IconSet;
}

/** The SVG file of one picture, exactly as the set draws it. */
export function pictureSvg(name: string, set: IconSet = iconSet()): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`Fluent Emoji Flat has no picture named "${name}"`);
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(w)}" height="${String(h)}" viewBox="0 0 ${String(w)} ${String(h)}">${icon.body}</svg>\n`;
}

export function writePictures(dir = PICTURE_DIR): string[] {
  const set = iconSet();
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir))
    if (!PICTURES.includes(file.replace(/\.svg$/, ''))) rmSync(join(dir, file));
  for (const name of PICTURES) writeFileSync(join(dir, `${name}.svg`), pictureSvg(name, set));
  return [...PICTURES];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = writePictures();
  console.log(`${String(written.length)} pictures in ${PICTURE_DIR}`);
}
