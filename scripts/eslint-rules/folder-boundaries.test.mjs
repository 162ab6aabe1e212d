// `node --test scripts/eslint-rules`: the folder rule allows and refuses what its zones say.
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { folderBoundaries } from './folder-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = after;

const root = '/repo';
const W = 'apps/web/src';
const zones = [
  { target: `${W}/lib`, from: `${W}/features`, message: 'shared code never reads a feature.' },
  {
    target: `${W}/features/exercises/*`,
    from: `${W}/features/exercises/*`,
    except: [`${W}/features/exercises/board-props`],
    message: 'a board stands alone.',
  },
];
const file = (name) => path.join(root, W, name);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});
const withZones = (cases) => cases.map((c) => ({ ...c, options: [{ zones, root }] }));

tester.run('folder-boundaries', folderBoundaries, {
  valid: withZones([
    { filename: file('lib/sound/sound.ts'), code: "import { x } from '../storage';" },
    { filename: file('features/exercises/doors/board.tsx'), code: "import { Board } from './wall';" },
    { filename: file('features/exercises/doors/board.tsx'), code: "import type { BoardProps } from '../board-props';" },
    { filename: file('features/exercises/doors/board.tsx'), code: "import { kit } from '../../circuit/board-kit';" },
    { filename: file('features/exercises/doors/board.tsx'), code: "import { engine } from '@psi/engine';" },
    { filename: file('features/results/page.tsx'), code: "import { Board } from '../exercises/doors/board';" },
  ]),
  invalid: withZones([
    {
      filename: file('lib/sound/sound.ts'),
      code: "import { pick } from '../../features/circuit/store';",
      errors: [
        {
          messageId: 'crossing',
          data: { importer: `${W}/lib`, imported: `${W}/features`, message: 'shared code never reads a feature.' },
        },
      ],
    },
    {
      filename: file('features/exercises/doors/board.tsx'),
      code: "import { Gate } from '../gateway/gate';",
      errors: [
        {
          messageId: 'crossing',
          data: {
            importer: `${W}/features/exercises/doors`,
            imported: `${W}/features/exercises/gateway`,
            message: 'a board stands alone.',
          },
        },
      ],
    },
    {
      filename: file('features/exercises/doors/board.tsx'),
      code: "export { Gate } from '../gateway/gate';",
      errors: 1,
    },
    { filename: file('features/exercises/doors/board.tsx'), code: "const m = import('../gateway/gate');", errors: 1 },
    { filename: file('features/exercises/doors/board.tsx'), code: "import { f } from '../engine-fixture';", errors: 1 },
  ]),
});
