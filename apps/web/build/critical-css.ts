// Vite plugin: replaces `<!-- critical-css -->` in index.html with one inline <style> holding what
// the splash's first frame needs (base.css's design tokens, styles/critical.css, the splash's CSS),
// so the static splash paints before any stylesheet or script has arrived. A Content-Security-Policy
// must allow this block by its hash: the build writes it to dist/.vite/csp.json, e.g.
// {"style-src-hashes":["'sha256-…'"]}, for the server's header.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const MARKER = '<!-- critical-css -->';

/** Comments out, whitespace collapsed: the block is small and sent with every page. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** base.css's first `:root { … }` block: the design tokens the splash's CSS refers to. */
export function rootTokens(baseCss: string): string {
  const match = /:root\s*\{[^}]*\}/.exec(baseCss);
  if (!match) throw new Error('critical-css: no :root block in base.css');
  return match[0];
}

export function criticalCssOf(files: { base: string; critical: string; splash: string }): string {
  return minifyCss([rootTokens(files.base), files.critical, files.splash].join('\n'));
}

export function criticalCss(srcDir: string): string {
  const read = (path: string) => readFileSync(join(srcDir, path), 'utf8');
  return criticalCssOf({
    base: read('styles/base.css'),
    critical: read('styles/critical.css'),
    splash: read('app/startup/splash.css'),
  });
}

export function cspHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

export function criticalCssPlugin(srcDir: string): Plugin {
  let outDir = '';
  let css = '';
  return {
    name: 'psi-critical-css',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (a copy built elsewhere) must stay where it points.
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      if (!html.includes(MARKER)) throw new Error(`critical-css: index.html has no ${MARKER}`);
      css = criticalCss(srcDir);
      return html.replace(MARKER, `<style>${css}</style>`);
    },
    closeBundle() {
      if (!css) return;
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'csp.json'), `${JSON.stringify({ 'style-src-hashes': [cspHash(css)] })}\n`);
    },
  };
}
