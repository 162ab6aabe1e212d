// `node --test scripts/import-cycles`: the cycle finder sees direct, long and type-only cycles, and
// passes a tree without one.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cycles, importGraph } from './find-cycles.mjs';

function tree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const names = (dir, found) => found.map((c) => c.map((f) => path.relative(dir, f)));

describe('import cycles', () => {
  it('finds a five-file circle held together by a type import', () => {
    const dir = tree({
      'routes.ts':
        "import { a } from './a/routes';\nimport { b } from './b/routes';\nexport type RoutePlugin = number;\n",
      'a/routes.ts': "import type { RoutePlugin } from '../routes';\nexport const a = 1;\n",
      'b/routes.ts': "import type {\n  RoutePlugin,\n} from '../routes';\nexport const b = 2;\n",
    });
    assert.deepEqual(names(dir, cycles(importGraph([dir]))), [['a/routes.ts', 'b/routes.ts', 'routes.ts']]);
  });
  it('finds a cycle through a re-export and a dynamic import', () => {
    const dir = tree({ 'x.ts': "export * from './y';\n", 'y.tsx': "const z = import('./x');\n" });
    assert.equal(cycles(importGraph([dir])).length, 1);
  });
  it('passes a tree whose arrows all point one way', () => {
    const dir = tree({
      'app.ts': "import { r } from './routes';\n",
      'routes.ts': "import type { P } from './context';\nexport const r = 1;\n",
      'context.ts': 'export type P = 1;\n',
    });
    assert.deepEqual(cycles(importGraph([dir])), []);
  });
});
