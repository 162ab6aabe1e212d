/// <reference types="node" />
// Renders every art component into one HTML page and screenshots it at phone and desktop sizes,
// so the artwork can be looked at, not guessed at.
// Run from apps/web (so tsx picks up its tsconfig's JSX setting):
//   node --import tsx scripts/art-preview.tsx [outDir=/tmp/art-preview]
import { register } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import type { ReactNode } from 'react';

// Components import './art.css' for Vite; plain Node cannot load CSS, so stub it (the page inlines it).
const cssStub = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(cssStub)}`);

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] ?? '/tmp/art-preview';
const { renderToStaticMarkup } = await import('react-dom/server');
const { sections } = await import('./art-preview-sections');

type Size = { name: string; viewport: number; card: number; icon: number; tile: number; cell: number };
const sizes: Size[] = [
  { name: 'phone', viewport: 420, card: 100, icon: 72, tile: 150, cell: 34 },
  { name: 'desktop', viewport: 780, card: 220, icon: 150, tile: 300, cell: 56 },
];

function page(size: Size): string {
  const css = readFileSync(join(here, '../src/components/art/art.css'), 'utf8');
  const body = sections
    .map((s) => {
      // Each figure is its own render, so give each its own useId prefix (one app root never needs this).
      const items = s.items
        .map(
          (it: { name: string; kind: string; el: ReactNode }, i: number) =>
            `<figure class="k-${it.kind}">${renderToStaticMarkup(it.el as never, { identifierPrefix: `${s.id}${i}-` })}<figcaption>${it.name}</figcaption></figure>`,
        )
        .join('');
      return `<section id="${s.id}"><h2>${s.id}</h2><div class="row">${items}</div></section>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${css}
body{margin:0;padding:12px;background:radial-gradient(ellipse at top,#2a1c6b,#120b33 60%,#0a0620);color:#d9ccff;font:12px system-ui,sans-serif;min-height:100vh}
section{margin:0 0 12px;padding:8px}
h2{margin:0 0 6px;font-size:13px;color:#f2c14e}
.row{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end}
figure{margin:0;text-align:center}
figcaption{margin-top:4px;opacity:.7;font-size:10px}
.k-card{width:${size.card}px}.k-icon{width:${size.icon}px}.k-tile{width:${size.tile}px}.k-cell{width:${size.cell}px}
.k-wide{width:${size.tile * 1.6}px}
</style></head><body>${body}</body></html>`;
}

const { chromium } = await import('@playwright/test');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
try {
  for (const size of sizes) {
    const file = join(outDir, `${size.name}.html`);
    writeFileSync(file, page(size));
    const pg = await browser.newPage({ viewport: { width: size.viewport, height: 800 }, deviceScaleFactor: 2 });
    await pg.goto(`file://${file}`);
    for (const s of sections) {
      await pg.locator(`#${s.id}`).screenshot({ path: join(outDir, `${size.name}-${s.id}.png`) });
    }
    await pg.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${outDir}/{phone,desktop}-*.png`);
