import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The architecture's arrows, checked rather than hoped for (docs/architecture.md):
// engine <- server, engine <- web, never web <-> server except over HTTP.
const serverImports = { group: ['@psi/server', '@psi/server/*', '**/apps/server/**', '**/server/src/**'], message: 'The web app talks to the server over HTTP only.' };
const webImports = { group: ['@psi/web', '@psi/web/*', '**/apps/web/**', '**/web/src/**'], message: 'The server never imports the web app.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/web/android/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/engine/src/**'],
    ignores: ['packages/engine/src/cli/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [serverImports, webImports, { group: ['react', 'react-dom', 'node:*', 'fs', 'path', 'crypto'], message: 'The engine is pure: no DOM, no I/O.' }],
      }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'The engine draws from a seeded target source, never Math.random.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'indexedDB'],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
);
