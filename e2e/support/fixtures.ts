// Shared fixtures: every page starts with the test hooks (no splash, guard off) and collects
// console errors and uncaught exceptions so a spec can assert there were none.
import { test as base, expect } from '@playwright/test';

export interface PsiHooks {
  splashMs?: number;
  guard?: boolean;
}

export const test = base.extend<{ hooks: PsiHooks; consoleErrors: string[] }>({
  hooks: [{ splashMs: 0, guard: false }, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      const url = m.location().url;
      // An API answer's status (e.g. 404 "no active circuit") is the API tests' business, not a page error.
      if (m.text().startsWith('Failed to load resource') && new URL(url, 'http://x').pathname.startsWith('/api/'))
        return;
      if (m.type() === 'error') errors.push(`${m.text()} ${url}`.trim());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
  page: async ({ page, hooks }, use) => {
    await page.addInitScript((h) => {
      (window as unknown as { __PSI_TEST__: PsiHooks }).__PSI_TEST__ = h;
    }, hooks);
    await use(page);
  },
});

export { expect };
