import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    environment: 'node',
    // PGlite takes ~1 GB per open database: keep the number of parallel files modest on 2 cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
