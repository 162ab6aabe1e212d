// Shared set-up of the web unit tests: an IndexedDB for the offline database (jsdom has none),
// a clean DOM and clean storage between tests.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
