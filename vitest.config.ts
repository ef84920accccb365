import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    // The web side's business clock takes CLOCK_SHIFT_DAYS like the upstream's (a run a year ahead).
    setupFiles: ['tests/helpers/clock-setup.ts'],
    // Both cores (vitest's default leaves one free): an API file spends most of its time in one
    // thread (module import, PGlite), so a second worker shortened the API run by about a third.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000, env: { UPSTREAM_TEST: '1' }, globalSetup: ['tests/helpers/api-template.ts'] } },
      { extends: true, test: { name: 'pg', include: ['tests/pg/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false, globalSetup: ['tests/pg/global-setup.ts'] } },
    ],
  },
});
