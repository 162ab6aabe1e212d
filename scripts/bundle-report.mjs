#!/usr/bin/env node
// Prints the first-load JavaScript of the built web app (the entry chunk and everything it imports
// statically, per Vite's manifest) as gzip bytes against the budget in docs/performance.md, then each
// lazily loaded chunk. Exits 1 when the first load is over budget. Run after `vite build`
// (root `npm run build` does both).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// React DOM renders the app (docs/decisions.md, "React DOM again"): about 89 kB of it, so 95 kB.
export const BUDGET_KB = 95; // docs/performance.md "Bundle"; kB = 1000 bytes, as Vite prints them

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
let manifest;
try {
  manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
} catch {
  console.error('bundle-report: apps/web/dist/.vite/manifest.json not found; run `npm run build -w @psi/web` first.');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(dist + file)).length;
const kb = (bytes) => (bytes / 1000).toFixed(2).padStart(7) + ' kB';

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('bundle-report: no entry chunk in the manifest.');
  process.exit(1);
}

// Static imports only: dynamic imports are the lazy routes, loaded when first visited.
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);
// The entry starts the app with import() right after the first frame (apps/web/src/main.tsx): what
// it imports dynamically is part of the first load too.
for (const key of manifest[entryKey].dynamicImports ?? []) visit(key);

const firstLoadCss = new Set();
for (const key of Object.keys(manifest)) {
  if (firstLoad.has(manifest[key].file)) for (const css of manifest[key].css ?? []) firstLoadCss.add(css);
}

const rows = [...firstLoad].map((file) => ({ file, bytes: gz(file) })).sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, r) => sum + r.bytes, 0);
const cssTotal = [...firstLoadCss].reduce((sum, f) => sum + gz(f), 0);

console.log('\nFirst load (entry + static imports), gzip:');
for (const r of rows) console.log(`  ${kb(r.bytes)}  ${r.file}`);
console.log(`  ${kb(total)}  total JavaScript   (budget ${BUDGET_KB} kB)`);
console.log(`  ${kb(cssTotal)}  CSS (not counted in the JavaScript budget)`);

console.log('\nLazy chunks (loaded on demand), gzip:');
const lazy = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js') && !firstLoad.has(c.file))
  .map(([key, c]) => ({ key, file: c.file, bytes: gz(c.file), dynamic: Boolean(c.isDynamicEntry) }))
  .sort((a, b) => a.key.localeCompare(b.key));
for (const c of lazy) console.log(`  ${kb(c.bytes)}  ${c.dynamic ? c.key : `${c.key} (shared)`}`);

// What the first visit of an exercise fetches beyond the first load, at most EXERCISE_BUDGET_KB each
// (docs/performance.md): the generic exercise page and the step's board with its instruction text
// (apps/web/src/app/exercise-page.tsx), and every chunk they import statically. Zener's pick also
// loads Zener's board, where the text of both parts sits.
export const EXERCISE_BUDGET_KB = 15;
const routeBytes = (keys) => {
  const files = new Set();
  const walk = (k) => {
    const chunk = manifest[k];
    if (!chunk || firstLoad.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const key of keys) walk(key);
  return [...files].reduce((sum, f) => sum + gz(f), 0);
};
const exercisePage = 'src/app/exercise-page.tsx';
const textHolder = (key) => key.replace(/\/zener\/board\.tsx$/, '/zener-reveal/board.tsx');
const exercises = Object.keys(manifest)
  .filter((k) => /src\/features\/exercises\/[^/]+\/board\.tsx$/.test(k))
  .map((key) => ({ key, bytes: routeBytes([exercisePage, key, textHolder(key)]) }))
  .sort((a, b) => b.bytes - a.bytes);
const heavy = exercises.filter((e) => e.bytes > EXERCISE_BUDGET_KB * 1000);
console.log(
  `\nExercise routes (exercise page and board chunks + their static imports beyond the first load), gzip, budget ${EXERCISE_BUDGET_KB} kB each:`,
);
for (const e of exercises.slice(0, 3)) console.log(`  ${kb(e.bytes)}  ${e.key}`);
console.log(`  … ${exercises.length} exercise routes, ${heavy.length} over budget`);

const over = total > BUDGET_KB * 1000;
console.log(
  `\nFirst-load JavaScript: ${(total / 1000).toFixed(2)} kB gzip of ${BUDGET_KB} kB: ${over ? 'OVER BUDGET' : 'within budget'}.`,
);
process.exit(over || heavy.length > 0 ? 1 : 0);
