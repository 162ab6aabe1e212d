import { expect, type Page } from '@playwright/test';

const NAVIGATING = 'e2e: navigating';

/** An in-app navigation (wouter follows history.pushState), as a link click would do. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** A new player's first visit (docs/decisions.md): the app welcomes them at game-begins, and Begin opens exercise 1. */
export async function beginCircuit(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/game-begins$/);
  await page.getByRole('link', { name: 'Begin', exact: true }).click();
  await expect(page).toHaveURL(/\/game-ready-set-go$/);
}

/**
 * Opens `path` by in-app navigation and waits until the app has drawn the page it routes to: a fresh load's
 * start and axe's script are not paid again. The app sets the title when it commits the routed page
 * (app/layout/shell.tsx); until then a route change is a transition that leaves the last page on screen, h1 and all.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // The same path again (another query) commits no new route: nothing to wait for but the page.
  const samePath = new URL(page.url()).pathname === new URL(path, 'http://x').pathname;
  if (!samePath) await page.evaluate((title) => (document.title = title), NAVIGATING);
  await navigateInApp(page, path);
  if (!samePath)
    await expect.poll(() => page.title(), { message: `${path} drawn`, timeout: 20_000 }).not.toBe(NAVIGATING);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
}
