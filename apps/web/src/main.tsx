// The entry: almost nothing, so the browser paints index.html's splash (static markup and inlined CSS)
// before any of the app's JavaScript is fetched or run. The app starts right after that first frame;
// a page opened in a background tab, which paints no frames, starts at once. React's DOM renderer, the
// app's own modules (boot.tsx) and the app's styles are fetched side by side; the two scripts run as
// separate tasks, so neither holds the main thread long (docs/performance.md "Lighthouse"), and the
// app renders once all three are in, so no page ever shows unstyled.
const boot = () =>
  void Promise.all([import('react-dom/client'), import('./boot'), import('./app/app-styles')]).then(([reactDom, app]) =>
    app.start(reactDom),
  );
if (document.visibilityState === 'hidden') boot();
else requestAnimationFrame(() => setTimeout(boot, 0));
