import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { criticalCssPlugin } from './build/critical-css.ts';
import { splashMarkupPlugin } from './build/splash-markup.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server of `npm run serve` (README); `npm run dev` talks to it through this proxy.
const api = process.env.PSI_API_URL ?? 'http://localhost:8080';

// The entry chunk (main.tsx), named as in entryFileNames below.
const ENTRY_CHUNK = /^assets\/index-[^/]+\.js$/;

export default defineConfig({
  root,
  plugins: [react(), splashMarkupPlugin(), criticalCssPlugin(fileURLToPath(new URL('./src', import.meta.url)))],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/backend': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-report.mjs reads the manifest to tell the first load from the lazy chunks.
    manifest: true,
    target: 'es2022',
    modulePreload: {
      // The start modules main.tsx imports once the splash is painted are not preloaded: Vite would
      // add a <link> per chunk from JavaScript in the task that starts the app, which made it long
      // on a phone (docs/performance.md "Lighthouse"). The browser fetches them through the imports
      // during the splash. The pages' imports keep their preloads (their CSS is never listed here).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && ENTRY_CHUNK.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/index-[hash].js',
        // Name each page chunk and each exercise's board after its folder (exercises-family-….js) so
        // bundle reports read well.
        chunkFileNames: (chunk) => {
          const m = /src\/features\/(.+)\/(?:page|board)\.tsx$/.exec(chunk.facadeModuleId ?? '');
          return m ? `assets/${m[1]!.replace(/\//g, '-')}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
