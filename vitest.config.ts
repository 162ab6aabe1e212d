import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Absolute roots: a workspace's own `npm test` runs vitest from its folder with this config, and
// relative roots would then resolve against that folder (packages/engine/apps/web/…).
const at = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

// One runner, five projects: `vitest run --project engine` etc. e2e/ is Playwright's, never Vitest's.
// Every project fails a test that made no assertion (`expect.requireAssertions`): a test that returns
// early or checks nothing cannot pass by saying nothing.
export default defineConfig({
  test: {
    // Three files at a time on two cores: with the default (one worker here) the unit stage left a
    // core idle (148 s wall, 64% of the machine); with three, 92 s. The server project sets its own.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'engine',
          // Modules shared by a worker's files (no per-file import of everything again): see `web`.
          isolate: false,
          expect: { requireAssertions: true },
          root: at('packages/engine'),
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // The first test of a statistics file computes an exact distribution (a second or two on a
          // quiet machine, over 5 s under a load average of 20): what it asserts is the numbers, not the time.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contract',
          // Modules shared by a worker's files (no per-file import of everything again): see `web`.
          isolate: false,
          expect: { requireAssertions: true },
          root: at('packages/contract'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          expect: { requireAssertions: true },
          root: at('apps/server'),
          // test/unit/ is for tests that open no database: the PostgreSQL pass of `npm test` skips it.
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Files run in parallel, two at a time (the machine's cores): every test app has a database
          // of its own (test/helpers/test-app.ts: an in-memory PGlite, or a PostgreSQL schema), the
          // tests that start servers listen on port 0, and their data folders come from mkdtemp.
          maxWorkers: 2,
          // A worker's files share its modules instead of importing the whole app again per file: the
          // PGlite pass took 416 s and 813 core-seconds isolated (168 s of it imports), 222 s and 431
          // without. Tests that need a module's first state import a fresh copy (vi.resetModules).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The benchmarks' own arithmetic (bench/support), which decides what their verdicts print.
          name: 'bench',
          // Modules shared by a worker's files (no per-file import of everything again): see `web`.
          isolate: false,
          expect: { requireAssertions: true },
          root: at('bench'),
          include: ['support/**/*.test.ts'],
          environment: 'node',
        },
      },
      at('apps/web/vitest.config.ts'),
    ],
  },
});
