// The entry: almost nothing, so the browser paints index.html's splash (static markup and inlined CSS)
// before any of the app's JavaScript is fetched or run. The app starts right after that first frame
// (boot.tsx); a page opened in a background tab, which paints no frames, starts at once.
const boot = () => void import('./boot');
if (document.visibilityState === 'hidden') boot();
else requestAnimationFrame(() => setTimeout(boot, 0));
