import { defineConfig } from 'vitest/config';

// One runner, three projects: `vitest run --project engine` etc. e2e/ is Playwright's, never Vitest's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          root: 'packages/engine',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Integration tests share one database per run; files run one at a time to keep it simple.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
