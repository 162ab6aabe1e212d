// Vite plugin: replaces `<!-- splash -->` in index.html's #root with the splash's first frame as
// React's server renderer writes it from <Splash> itself, so the static splash painted before any
// script runs is exactly what `hydrateRoot` adopts (boot.tsx), and nobody keeps a copy by hand.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

const MARKER = '<!-- splash -->';
const SPLASH_MODULE = new URL('../src/app/startup/splash.tsx', import.meta.url).pathname;

interface SplashModule {
  Splash: ComponentType<{ eye: number; total: number; onDone: () => void }>;
  SPLASH_EYE_MS: number;
  SPLASH_TOTAL_MS: number;
}

/** The markup of the splash's first frame (the eye phase), as the client's first render expects it. */
export function splashFirstFrame({ Splash, SPLASH_EYE_MS, SPLASH_TOTAL_MS }: SplashModule): string {
  return renderToString(createElement(Splash, { eye: SPLASH_EYE_MS, total: SPLASH_TOTAL_MS, onDone: () => undefined }));
}

/** index.html with the marker replaced; an index.html without it is a mistake worth stopping the build for. */
export function withSplash(html: string, markup: string): string {
  if (!html.includes(MARKER)) throw new Error(`splash-markup: index.html has no ${MARKER} in #root`);
  return html.replace(MARKER, markup);
}

export function splashMarkupPlugin(): Plugin {
  return {
    name: 'psi-splash-markup',
    async transformIndexHtml(html) {
      // splash.tsx is the app's own TypeScript and JSX: Vite's module runner loads it the way the
      // app's build does (React itself comes from node_modules, the same copy renderToString uses).
      const { module } = await runnerImport<SplashModule>(SPLASH_MODULE, { configFile: false });
      return withSplash(html, splashFirstFrame(module));
    },
  };
}
