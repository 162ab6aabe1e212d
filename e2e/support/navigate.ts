import { expect, type Page } from '@playwright/test';

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
