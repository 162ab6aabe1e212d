import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The `web` project of the root vitest.config.ts: `npx vitest run --project web`.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    // A test that makes no assertion fails (see the root vitest.config.ts).
    expect: { requireAssertions: true },
    // happy-dom, not jsdom: a quarter of jsdom's set-up time, the same tests passing (docs/performance.md,
    // "Test suite"). Files of pure logic say `// @vitest-environment node` and get no DOM at all.
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // A worker's files share its modules (React, Testing Library, the engine) instead of importing them
    // again per file; each file still gets a fresh DOM. The unit stage: 92 s isolated, 53 s not, and
    // the same 1,205 tests passing in shuffled orders (docs/performance.md, "Test suite").
    isolate: false,
    // A DOM's start-up alone can take seconds on the 2 shared cores.
    testTimeout: 15_000,
  },
});
