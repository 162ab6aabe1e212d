// The app is written against React's API and rendered by Preact's compatibility layer (preact/compat):
// about 25 kB of renderer instead of React DOM's 211 kB, whose compile on a phone's main thread was
// most of the pages' blocking time (docs/performance.md "Lighthouse", docs/decisions.md). The build
// and the unit tests resolve React's modules to it alike, so the tests render with what ships.
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter reads the location through this shim, a CommonJS module requiring React; the compatibility
  // layer has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
