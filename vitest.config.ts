import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/web/react-on-preact.ts';

/** One runner for every suite; `npm test` runs them all, a project at a time with --project. */
export default defineConfig({
  test: {
    // Two test files at a time on the 2-core machine (the default leaves one core to the runner, which
    // mostly waits): each file has its own app, database copy, port and, in e2e, its own Chromium.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: reactOnPreact },
        test: { name: 'unit', include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/embed/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.pg.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own app on its own database; sharing the imported modules between
          // files in a worker saves importing the whole server again for each (about a quarter of the time).
          isolate: false,
        },
      },
      {
        test: { name: 'db', include: ['apps/api/src/**/*.pg.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, isolate: false },
      },
      {
        // The time limits allow for sharing the machine with another file. Each file starts its own
        // server and Chromium; the server's modules are imported once per worker, as in api.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          setupFiles: ['e2e/support/failure-report.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          isolate: false,
        },
      },
    ],
  },
});
