// `node scripts/import-cycles/check.mjs`: exits 1 and names the files of every import cycle in the
// workspaces' sources (run in npm test's lint stage).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, importGraph } from './find-cycles.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const roots = [
  'packages/engine/src',
  'packages/contract/src',
  'apps/server/src',
  'apps/web/src',
  'e2e',
  'bench',
  'scripts',
].map((dir) => path.join(repo, dir));
const found = cycles(importGraph(roots));
if (found.length === 0) {
  console.log('import cycles: none');
} else {
  for (const component of found)
    console.error(`import cycle among:\n  ${component.map((f) => path.relative(repo, f)).join('\n  ')}`);
  process.exit(1);
}
