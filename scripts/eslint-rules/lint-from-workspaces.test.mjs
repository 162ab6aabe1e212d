// `node --test scripts/eslint-rules`: a deliberate boundary break fails lint whichever workspace ESLint
// runs from. Before this test the folder rule took its root from ESLint's cwd, so under
// `npm run lint -w @psi/web` (cwd apps/web) no zone matched and an info → circuit import passed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const breaks = [
  {
    name: 'an info page importing the circuit',
    file: 'apps/web/src/features/info/about/probe.tsx',
    code: "import { x } from '../../circuit/progress';\nexport const y = x;\n",
    rule: 'psi/folder-boundaries',
  },
  {
    name: 'shared UI importing a feature',
    file: 'apps/web/src/components/ui/probe.tsx',
    code: "import { x } from '../../features/results/hooks/use-resource';\nexport const y = x;\n",
    rule: 'psi/folder-boundaries',
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
