import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // One browser and one server (with its own database) per file; two files at a time. On this machine's 2 cores
    // the suite took 1,012 s one file after another and 913 s two at a time with the machine otherwise fully
    // loaded (load average 7-9): a browser test mostly waits, so two share the cores well.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
