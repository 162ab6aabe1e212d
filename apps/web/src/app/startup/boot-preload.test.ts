// index.html preloads the modules the app starts with (build/boot-preload.ts); this is the list.
import { describe, expect, it } from 'vitest';
import { startChunks } from '../../../build/boot-preload';

describe('the start modules index.html preloads', () => {
  it("are the entry's dynamic imports and all they import, once each, without the entry or other pages", () => {
    const chunks = new Map([
      ['index.js', { imports: [], dynamicImports: ['client.js', 'boot.js'] }],
      ['client.js', { imports: ['react.js'], dynamicImports: [] }],
      ['boot.js', { imports: ['react.js', 'storage.js', 'index.js'], dynamicImports: ['about-page.js'] }],
      ['storage.js', { imports: ['react.js'], dynamicImports: [] }],
      ['react.js', { imports: [], dynamicImports: [] }],
      ['about-page.js', { imports: ['about-only.js'], dynamicImports: [] }],
      ['about-only.js', { imports: [], dynamicImports: [] }],
    ]);
    expect(startChunks('index.js', chunks)).toEqual(['client.js', 'react.js', 'boot.js', 'storage.js']);
  });
});
