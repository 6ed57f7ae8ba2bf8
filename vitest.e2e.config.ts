import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // The build, and the run's PostgreSQL with a migrated template database that each file's server copies
    // (e2e/support/harness.ts, startServer).
    globalSetup: ['e2e/support/global-setup.ts', 'src/server/testing/global-setup.ts'],
    // One browser and one server (with its own database) per file; two files at a time on 2 cores, one per core
    // (up to four) on a larger machine. On this machine's 2 cores the suite took 1,012 s one file after another and
    // 913 s two at a time with the machine otherwise fully loaded (load average 7-9).
    fileParallelism: true,
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
