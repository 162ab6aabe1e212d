// The entry: almost nothing, so the browser paints index.html's splash (static markup and inlined CSS)
// before any of the app's JavaScript is run. The app starts right after that first frame; a page
// opened in a background tab, which paints no frames, starts at once. React's DOM renderer, the app's
// own modules (boot.tsx) and the app's styles are downloaded side by side (index.html preloads the
// scripts, build/boot-preload.ts), but run one after the other, each in its own task, with the
// browser free in between: run together they made one task long enough to block the page on a phone
// (docs/performance.md "Lighthouse"). The app renders once all three are in, so no page shows unstyled.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const styles = import('./app/app-styles');
  const reactDom = await import('react-dom/client');
  await nextTask();
  const app = await import('./boot');
  await styles;
  await nextTask();
  app.start(reactDom);
}

if (document.visibilityState === 'hidden') void boot();
else requestAnimationFrame(() => setTimeout(() => void boot(), 0));
