import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

// The API files that set the environment before importing the upstream (a mail server's address).
// Files a run leaves out (comma-separated globs, scripts/test.ts's moved-clock pass): set here, as a
// project's own `exclude` takes the place of the command line's --exclude.
const LEFT_OUT = (process.env.VITEST_LEAVE_OUT ?? '').split(',').filter(Boolean);
const API_ISOLATED = ['tests/api/backup-routes.test.ts', 'tests/api/backup-offsite.test.ts', 'tests/api/mail-smtp.test.ts', 'tests/api/mail-media-images.test.ts', 'tests/api/mail-customers-voucher.test.ts'];
const API = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000, env: { UPSTREAM_TEST: '1' }, globalSetup: ['tests/helpers/api-template.ts'] };

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
      // The API files share their worker's modules (isolate: false): importing the upstream once per
      // worker instead of once per file halved the API run (README, "Time budget"). A file that sets
      // the environment before it imports the upstream (vi.hoisted) needs its own module graph: it
      // runs in api-isolated. api-shared-worker.ts resets what a file may leave behind.
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], exclude: [...API_ISOLATED, ...LEFT_OUT], isolate: false, setupFiles: ['tests/helpers/api-shared-worker.ts'], ...API } },
      { extends: true, test: { name: 'api-isolated', include: API_ISOLATED, exclude: LEFT_OUT, ...API } },
      // The scaled-out layout (issue 39): real processes behind HAProxy; needs a production build
      // (scripts/test.ts runs it after `next build`; `npm run test:scale` builds first).
      { extends: true, test: { name: 'scale', include: ['tests/scale/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 420_000, fileParallelism: false, globalSetup: ['tests/pg/global-setup.ts'] } },
      { extends: true, test: { name: 'pg', include: ['tests/pg/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false, globalSetup: ['tests/pg/global-setup.ts'] } },
    ],
  },
});
