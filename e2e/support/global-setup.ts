/**
 * Builds the front end once before the browser tests, so each file can start the real server on it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/web/index.html')) return;
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
