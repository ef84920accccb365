import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    // The web side's business clock takes CLOCK_SHIFT_DAYS like the upstream's (a run a year ahead).
    setupFiles: ['tests/helpers/clock-setup.ts'],
    // Every core (vitest's default leaves one free, on two cores half the machine): an API file
    // spends most of its time in one thread (module import, PGlite), and a second worker
    // shortened the API run by about a third on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000, env: { UPSTREAM_TEST: '1' }, globalSetup: ['tests/helpers/api-template.ts'] } },
      { extends: true, test: { name: 'pg', include: ['tests/pg/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false, globalSetup: ['tests/pg/global-setup.ts'] } },
    ],
  },
});
