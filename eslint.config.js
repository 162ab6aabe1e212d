import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The repository root, whatever folder ESLint runs from (`npm run lint -w @psi/web` runs in apps/web):
// the zones below name folders from here.
const root = fileURLToPath(new URL('.', import.meta.url));

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

// Inside the web app (docs/architecture.md: a feature folder stands alone), as import-x's
// no-restricted-paths zones. Shared code (lib, components) never reads a feature; each exercise's
// board is built from its own engine definition and the circuit's kit, never from another board;
// results and the account/info pages never reach into play screens.
const W = 'apps/web/src';
const exerciseFolders = readdirSync(new URL(`${W}/features/exercises`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// An exercise's instruction text is data the instructions and information pages show too.
const instructionFiles = exerciseFolders.flatMap((folder) =>
  readdirSync(new URL(`${W}/features/exercises/${folder}`, import.meta.url))
    .filter((file) => /^instructions\.tsx?$/.test(file))
    .map((file) => `./${folder}/${file}`),
);
const standAlone = (feature) =>
  ['circuit', 'exercises', 'results'].map((other) => ({
    target: `${W}/features/${feature}`,
    from: `${W}/features/${other}`,
    except: other === 'exercises' ? instructionFiles : [],
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
  // board-props.ts and engine-fixture.ts sit beside the boards' folders, so every board may use them.
  ...exerciseFolders.map((folder) => ({
    target: `${W}/features/exercises/${folder}`,
    from: exerciseFolders.filter((other) => other !== folder).map((other) => `${W}/features/exercises/${other}`),
    message:
      'a board stands alone: build it from its own engine definition and the circuit kit, not from another board.',
  })),
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
      'apps/web/ios/**',
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
    // Import cycles in every workspace's sources: a module that imports itself through others
    // (types included) makes load order matter and features tangle.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads, and with which parser (as its typescript preset sets them).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Dependencies are not ours to check, and parsing their bundles is slow (or overflows the stack).
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic rules. The plugin's React Compiler rules are left off: the app is not compiled
      // with it, and they judge patterns (setState in an effect, refs during render) the compiler needs.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
    },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
  {
    // One error convention (docs/server.md, "Errors"): code refuses by throwing an ApiError
    // (src/http/api-error.ts), and the error handler alone turns its kind into an HTTP status.
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/plugins/error-handler.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(code|status)$/] > Literal[value>=400]',
          message:
            'No 4xx/5xx literal here: throw an ApiError (src/http/api-error.ts); plugins/error-handler.ts maps its kind to the status.',
        },
      ],
    },
  },
);
