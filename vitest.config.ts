import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects in one run, two files at a time on 2 cores (one per core, up to four, on a larger machine).
// - server (the domain, the server, content and scripts): test files share one module graph per worker
//   (isolate: false), so the server's few hundred modules and the content library are evaluated once per worker
//   rather than once per file. With isolation, evaluating them was most of the run (import 445 s of 503 s summed on
//   this machine's 2 cores). These files mock no module; the three that fake Date or set TZ put them back in afterAll.
// - web (the screens' unit tests, in jsdom): isolated, since they stub globals and mock modules.
// Each test app has its own database on the run's embedded PostgreSQL (src/server/testing/global-setup.ts).
export default defineConfig({
  test: {
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'src/core/**/*.test.ts',
            'src/server/**/*.test.ts',
            'content/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['src/server/testing/global-setup.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
