// One browser page shared, in order, by a describe's tests that each look at one page of the app (issue 35
// item 8). On the shared 2-core machine a new context, the app's start and injecting axe's 0.5 MB script
// cost several seconds each per test; a page reached by in-app navigation, as a player moves around,
// keeps the started app and axe, and costs a fraction of that. Every test keeps its own name and checks.
import { devices, type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, test, type PsiHooks } from './fixtures';
import { openInApp } from './navigate';
import { BASE_URL } from './servers';

/** A shared page, and the wait for its network to fall quiet (what `networkidle` is for a fresh load). */
export interface SharedPage {
  page: () => Page;
  /** Waits until no request of the page has been in flight for `quietMs`. */
  networkQuiet: (quietMs?: number) => Promise<void>;
  /** Opens `path` by in-app navigation and waits until the app has drawn the page it routes to. */
  open: (path: string) => Promise<void>;
}

export interface SharedPageOptions {
  /** The context's options over the project's Desktop Chrome (a device, a viewport). */
  context?: BrowserContextOptions;
  /** Where the page starts (default /about-page). */
  start?: string;
  /** Called on the new page before it opens `start` (e.g. support/play-over-http.ts playAs). */
  prepare?: (page: Page) => Promise<void>;
  /** The calling describe is serial already (its tests depend on each other): its mode stands. */
  inSerialDescribe?: boolean;
}

const { defaultBrowserType: _ignored, ...desktop } = devices['Desktop Chrome'];

/**
 * Declares, in the calling describe, one page for its tests, which then run in order in one worker. A
 * failed test's worker is replaced and the page made again, so the tests after it still run (in a serial
 * describe they are not, as before). The page has the fixtures' hooks (no splash, guard off), as every test's has.
 */
export function useSharedPage(options: SharedPageOptions = {}): SharedPage {
  let shared: Page | undefined;
  let inFlight = 0;
  let lastChange = Date.now();
  if (!options.inSerialDescribe) test.describe.configure({ mode: 'default' });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ ...desktop, ...options.context, baseURL: BASE_URL, bypassCSP: true });
    const hooks: PsiHooks = { splashMs: 0, guard: false };
    await context.addInitScript((h) => {
      (window as unknown as { __PSI_TEST__: PsiHooks }).__PSI_TEST__ = h;
    }, hooks);
    shared = await context.newPage();
    const settle = (delta: number) => () => {
      inFlight += delta;
      lastChange = Date.now();
    };
    shared.on('request', settle(1));
    shared.on('requestfinished', settle(-1));
    shared.on('requestfailed', settle(-1));
    await options.prepare?.(shared);
    await shared.goto(options.start ?? '/about-page');
    await expect(shared.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });

  const page = () => {
    if (!shared) throw new Error('useSharedPage: the page is made in beforeAll');
    return shared;
  };
  const networkQuiet = async (quietMs = 500) => {
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= quietMs, {
        message: `no request in flight for ${quietMs} ms`,
        intervals: [100],
        timeout: 20_000,
      })
      .toBe(true);
  };
  const open = (path: string) => openInApp(page(), path);
  return { page, networkQuiet, open };
}
