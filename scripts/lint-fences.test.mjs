// `node --test scripts/`: a deliberate boundary break or import cycle fails lint whichever workspace
// ESLint runs from. The folder zones are import-x's no-restricted-paths with the repository root as
// their base: with ESLint's cwd as the base, `npm run lint -w @psi/web` (cwd apps/web) matched no
// zone and an info → circuit import passed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const breaks = [
  {
    name: 'an info page importing the circuit',
    file: 'apps/web/src/features/info/about/probe.tsx',
    code: "import { x } from '../../circuit/progress';\nexport const y = x;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared UI importing a feature',
    file: 'apps/web/src/components/ui/probe.tsx',
    code: "import { x } from '../../features/circuit/use-exercise';\nexport const y = x;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'one board importing another',
    file: 'apps/web/src/features/exercises/doors/probe.tsx',
    code: "import { x } from '../gateway/board';\nexport const y = x;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an import cycle (storage importing a module that imports storage)',
    file: 'apps/web/src/lib/storage.ts',
    code: "import { x } from './player-session';\nexport const y = x;\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: 'an import cycle in the server (start-sql importing the arrival writer that imports it)',
    file: 'apps/server/src/circuits/start-sql.ts',
    code: "import { ArrivalWriter } from '../players/arrival-writer';\nexport const y = ArrivalWriter;\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: 'the web app importing the server',
    file: 'apps/web/src/lib/probe.ts',
    code: "import { x } from '../../../server/src/config';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the contract importing the server',
    file: 'packages/contract/src/probe.ts',
    code: "import { x } from '../../../apps/server/src/config';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the engine importing the contract',
    file: 'packages/engine/src/probe.ts',
    code: "import { x } from '@psi/contract';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the server importing the web app',
    file: 'apps/server/src/probe.ts',
    code: "import { x } from '../../web/src/lib/storage';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
  },
];

for (const cwd of ['.', 'apps/web', 'apps/server', 'packages/engine', 'packages/contract']) {
  describe(`eslint run from ${cwd}`, () => {
    const eslint = new ESLint({ cwd: path.join(repo, cwd) });
    for (const b of breaks) {
      it(`reports ${b.name}`, async () => {
        const [result] = await eslint.lintText(b.code, { filePath: path.join(repo, b.file) });
        const rules = result.messages.map((m) => m.ruleId);
        assert.ok(
          rules.includes(b.rule),
          `expected ${b.rule}, got ${JSON.stringify(result.messages.map((m) => m.message))}`,
        );
      });
    }
  });
}

// The fences' exceptions: these must stay quiet, or the zones were written too wide.
const allowed = [
  {
    name: 'an info page reading an exercise instruction text',
    file: 'apps/web/src/features/info/about/probe.tsx',
    code: "import { x } from '../../exercises/doors/instructions';\nexport const y = x;\n",
  },
  {
    name: 'a board using the boards’ shared props and its own folder',
    file: 'apps/web/src/features/exercises/doors/probe.tsx',
    code: "import type { x } from '../board-props';\nimport { z } from './board';\nexport const y: x = z;\n",
  },
];

describe('eslint run from the repository root, allowed imports', () => {
  const eslint = new ESLint({ cwd: repo });
  for (const a of allowed) {
    it(`does not report ${a.name}`, async () => {
      const [result] = await eslint.lintText(a.code, { filePath: path.join(repo, a.file) });
      const fences = result.messages.filter((m) => m.ruleId?.startsWith('import-x/'));
      assert.deepEqual(
        fences.map((m) => m.message),
        [],
      );
    });
  }
});
