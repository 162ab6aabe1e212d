// index.html carries the splash's first frame as static markup so it paints before any JavaScript;
// the renderer hydrates it, which works only while the two are the same. `react-dom/server` resolves to
// Preact's renderer here as in the build (build/preact-aliases.ts), so this is the markup it expects.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { criticalCss, cspHash, minifyCss, rootTokens } from '../../../build/critical-css';
import html from '../../../index.html?raw';
import { Splash } from './splash';

describe('index.html', () => {
  it('holds in #root exactly the markup of the splash first frame', () => {
    const root = /<div id="root">(.*)<\/div>\n/.exec(html)?.[1];
    expect(root).toBe(renderToStaticMarkup(createElement(Splash, { eye: 3000, total: 6000, onDone: () => undefined })));
  });

  it('has no inline script and no stylesheet link (the CSS arrives through JavaScript)', () => {
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/rel="stylesheet"/);
    expect(html).toContain('<!-- critical-css -->');
  });
});

describe('critical CSS', () => {
  it('takes the design tokens from base.css and strips comments and spaces', () => {
    expect(rootTokens('a{} :root { --x: 1; }\n:root { --y: 2; }')).toBe(':root { --x: 1; }');
    expect(minifyCss('/* c */ .a  {\n  color: red;\n}\n')).toBe('.a{color:red}');
  });

  it("holds the splash's rules and the tokens they use", () => {
    const css = criticalCss(resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
    for (const needed of [
      '.splash{',
      '.splash__eye{',
      '@keyframes splash-blink',
      '--night-deep:',
      '--gold:',
      '--font-display:',
    ]) {
      expect(css).toContain(needed);
    }
  });

  it('gives the CSP hash of the block as sent', () => {
    expect(cspHash('a{}')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(cspHash('a{}')).not.toBe(cspHash('b{}'));
  });
});
