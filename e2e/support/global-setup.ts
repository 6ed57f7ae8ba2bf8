/**
 * Builds the front end once before the browser tests, so each file can start the real server on it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/web/index.html')) return;
  // Vitest sets NODE_ENV=test, which Vite's build would inherit (React's development build, 40 KB more on the
  // first page): the tests measure what she gets.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
