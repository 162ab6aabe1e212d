import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { folderBoundaries } from './scripts/eslint-rules/folder-boundaries.js';

// The architecture's arrows, checked rather than hoped for (docs/architecture.md):
// engine <- contract <- server, engine <- contract <- web, never web <-> server except over HTTP.
const serverImports = {
  group: ['@psi/server', '@psi/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app talks to the server over HTTP only.',
};
const webImports = {
  group: ['@psi/web', '@psi/web/*', '**/apps/web/**', '**/web/src/**'],
  message: 'The server never imports the web app.',
};
const contractImports = {
  group: ['@psi/contract', '@psi/contract/*', '**/packages/contract/**', '**/contract/src/**'],
  message: 'The engine knows nothing of the HTTP API: the contract imports the engine, not the other way.',
};

// Inside the web app (docs/architecture.md: a feature folder stands alone). Shared code (lib, components) never
// reads a feature; each exercise's board is built from its own engine definition and the circuit's
// kit, never from another board; results and the account/info pages never reach into play screens.
const W = 'apps/web/src';
const standAlone = (feature) =>
  ['circuit', 'exercises', 'results'].map((other) => ({
    target: `${W}/features/${feature}`,
    from: `${W}/features/${other}`,
    // An exercise's instruction text is data the instructions and information pages show too.
    except: [`${W}/features/exercises/*/instructions`],
    message: 'this page stands apart from the circuit and its results.',
  }));
const webZones = [
  ...['lib', 'components'].flatMap((shared) =>
    ['features', 'app'].map((upper) => ({
      target: `${W}/${shared}`,
      from: `${W}/${upper}`,
      message: 'shared code serves the features and never reads them.',
    })),
  ),
  {
    target: `${W}/features/exercises/*`,
    from: `${W}/features/exercises/*`,
    except: [`${W}/features/exercises/board-props`, `${W}/features/exercises/engine-fixture`],
    message:
      'a board stands alone: build it from its own engine definition and the circuit kit, not from another board.',
  },
  ...['circuit', 'exercises'].map((play) => ({
    target: `${W}/features/results`,
    from: `${W}/features/${play}`,
    message: 'results read a finished circuit through the API, not through the play screens.',
  })),
  ...['account', 'feedback', 'info', 'instructions', 'sound', 'admin'].flatMap(standAlone),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/android/**',
      'apps/web/public/**',
    ],
  },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            webImports,
            contractImports,
            {
              group: ['react', 'react-dom', 'node:*', 'fs', 'path', 'crypto'],
              message: 'The engine is pure: no DOM, no I/O.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'The engine draws from a seeded target source, never Math.random.',
        },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'indexedDB'],
    },
  },
  {
    // The API's schemas: shared by server and web, so no I/O and nothing of either (engine types only).
    files: ['packages/contract/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            { ...webImports, message: 'The contract is shared by the web app and the server: it imports neither.' },
            {
              group: ['react', 'react-dom', 'node:*', 'fs', 'path', 'crypto', 'fastify', 'kysely', 'pg'],
              message: 'The contract is schemas only: no DOM, no I/O, no server library.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { psi: { rules: { 'folder-boundaries': folderBoundaries } }, 'react-hooks': reactHooks },
    rules: {
      // The two classic rules. The plugin's React Compiler rules are left off: the app is not compiled
      // with it, and they judge patterns (setState in an effect, refs during render) the compiler needs.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
      'psi/folder-boundaries': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
);
