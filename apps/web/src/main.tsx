// The entry: almost nothing, so the browser paints index.html's splash (static markup and inlined CSS)
// before any of the app's JavaScript is fetched or run. The app starts right after that first frame;
// a page opened in a background tab, which paints no frames, starts at once. React's DOM renderer, the
// app's own modules (boot.tsx) and the app's styles are fetched side by side, each script's modules
// run when they arrive, and the app renders in a task of its own once all three are in, so no page
// shows unstyled. Neither these imports nor the start itself share a task: together they made one
// long enough to block the page on a phone (docs/performance.md "Lighthouse"; vite.config.ts keeps
// Vite from adding a <link> per module here for the same reason).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const [reactDom, app] = await Promise.all([import('react-dom/client'), import('./boot'), import('./app/app-styles')]);
  await nextTask();
  app.start(reactDom);
}

if (document.visibilityState === 'hidden') void boot();
else requestAnimationFrame(() => setTimeout(() => void boot(), 0));
