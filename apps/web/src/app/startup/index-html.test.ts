// index.html carries the splash's first frame as static markup so it paints before any JavaScript;
// React hydrates it, which works only while the two are the same: the build writes it from <Splash>
// with React's server renderer (build/splash-markup.ts), and hydrating it must raise nothing.
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { criticalCss, cspHash, minifyCss, rootTokens } from '../../../build/critical-css';
import { splashFirstFrame, withSplash } from '../../../build/splash-markup';
import html from '../../../index.html?raw';
import * as splash from './splash';

afterEach(() => vi.restoreAllMocks());

describe('index.html', () => {
  it("keeps #root empty but for the marker the build replaces with the splash's first frame", () => {
    expect(/<div id="root">(.*)<\/div>\n/.exec(html)?.[1]).toBe('<!-- splash -->');
    const built = withSplash(html, splashFirstFrame(splash));
    expect(built).toContain('data-testid="splash-eye"');
    expect(built).not.toContain('<!-- splash -->');
  });

  it('stops the build when the marker is missing', () => {
    expect(() => withSplash('<div id="root"></div>', '<p></p>')).toThrow(/no <!-- splash -->/);
  });

  it('is hydrated by the splash with no mismatch and no warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const recoverable: unknown[] = [];
    const root = document.createElement('div');
    root.innerHTML = splashFirstFrame(splash);
    const served = root.querySelector('[data-testid="splash-eye"]');
    const element = createElement(splash.Splash, { eye: 3000, total: 6000, onDone: () => undefined });
    await act(async () => {
      hydrateRoot(root, element, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    // Adopted, not redrawn: the very element the page painted is still there.
    expect(root.querySelector('[data-testid="splash-eye"]')).toBe(served);
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
