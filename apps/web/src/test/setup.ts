// Shared set-up of the web unit tests: an IndexedDB for the offline database (happy-dom has none),
// components rendered under <StrictMode> as the app is (boot.tsx), a clean DOM and clean storage
// between tests, and no test passing while React warns about act().
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// Files of pure logic run in Node's environment (`// @vitest-environment node`): no DOM, no storage,
// and no Testing Library to load (React DOM's import is most of a small file's set-up time).
const hasDom = typeof document !== 'undefined';
const testingLibrary = hasDom ? await import('@testing-library/react') : undefined;

// StrictMode runs every effect twice on mount: an effect that cannot be undone shows up here first.
// findBy*/waitFor wait up to 5 s, not 1 s: under a load average of 30 on the 2 shared cores a render
// took longer than a second and tests failed that pass alone. Only the wait grows, not what is asserted.
testingLibrary?.configure({ reactStrictMode: true, asyncUtilTimeout: 5_000 });

// An update outside act() or a suspension in an act() nobody awaited means the test looked at the
// screen before React had finished with it. A test that silences console.error silences this too.
const ACT_WARNING = /not wrapped in act|suspended inside an `act` scope|`act` call was not awaited/;
let actWarnings: string[] = [];
beforeEach(() => {
  actWarnings = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (ACT_WARNING.test(text)) actWarnings.push(text.slice(0, 200));
    original(...args);
  });
});

afterEach(() => {
  testingLibrary?.cleanup();
  if (hasDom) localStorage.clear();
  vi.mocked(console.error).mockRestore?.();
  expect(actWarnings, 'React act() warnings').toEqual([]);
});
