#!/usr/bin/env node
// npm start: builds the front end when it is missing or older than its sources, then starts the server
// (TypeScript run through tsx, so there is no separate server build).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server serves WEB_DIST_DIR (relative to the working directory, as in src/server/config.ts): build there.
const distDir = resolve(process.env.WEB_DIST_DIR ?? join(root, 'dist', 'web'));
const index = join(distDir, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(root, 'src', 'web'), join(root, 'src', 'core'), join(root, 'public')];
const buildInputs = ['index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'].map((f) =>
  join(root, f),
);
const sourceTime = Math.max(
  ...buildInputs.filter((f) => existsSync(f)).map((f) => statSync(f).mtimeMs),
  ...sources.map(newestMtime),
);
// The browser tests build once up front (e2e/support/global-setup.ts) and set ZARA_SKIP_WEB_BUILD for their servers.
const skip = process.env.ZARA_SKIP_WEB_BUILD === '1' && existsSync(index);
if (!skip && (!existsSync(index) || statSync(index).mtimeMs < sourceTime)) {
  console.log('Building the front end...');
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      distDir,
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
