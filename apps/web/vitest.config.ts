import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './build/preact-aliases.ts';

// The `web` project of the root vitest.config.ts: `npx vitest run --project web`.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      // Testing Library's ES module build, processed by Vite (inlined below) so that its imports of
      // React resolve to Preact like the app's; its CommonJS build would load React DOM itself.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...preactAliases,
    ],
  },
  test: {
    name: 'web',
    // A test that makes no assertion fails (see the root vitest.config.ts).
    expect: { requireAssertions: true },
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom start-up alone can take seconds on the 2 shared cores.
    testTimeout: 15_000,
    // Testing Library and wouter import React: processed by Vite, those imports resolve to Preact too.
    server: { deps: { inline: [/@testing-library\/react/, /wouter/] } },
  },
});
