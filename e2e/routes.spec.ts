import { expect, test } from './support/fixtures';
import { navigateInApp } from './support/navigate';
import { ACCOUNT_ROUTES, EXERCISE_ROUTES, INFO_ROUTES, RESULTS_ROUTES } from './support/spec-routes';

// Pages are visited by in-app navigation from one start, the way a player moves around; a fresh
// load per page would mostly measure the server's start-up on these 2 cores.
async function visitAll(
  page: import('@playwright/test').Page,
  routes: string[],
  allowed: (route: string, url: string) => boolean,
) {
  await page.goto('/about-page');
  await expect(page.locator('h1')).toBeVisible();
  for (const route of routes) {
    await navigateInApp(page, `/${route}`);
    await expect(page.locator('h1').first(), `/${route} has a heading`).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), `/${route} exists`).toHaveCount(0);
    const url = new URL(page.url()).pathname;
    expect(allowed(route, url), `/${route} ended at ${url}`).toBe(true);
  }
}

test.describe('every route of specification §2 opens', () => {
  test.setTimeout(120_000);

  test('the entry, information and account pages', async ({ page, consoleErrors }) => {
    await visitAll(page, [...INFO_ROUTES, ...ACCOUNT_ROUTES], (route, url) => url === `/${route}`);
    expect(consoleErrors).toEqual([]);
  });

  test('the exercise pages (a fresh circuit sends the player to its current step)', async ({ page, consoleErrors }) => {
    await visitAll(page, EXERCISE_ROUTES, (route, url) => url === `/${route}` || url === '/game-ready-set-go');
    expect(consoleErrors).toEqual([]);
  });

  test('the results pages', async ({ page, consoleErrors }) => {
    await visitAll(page, RESULTS_ROUTES, (route, url) => url === `/${route}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a direct load of an information page shows it', async ({ page, consoleErrors }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('reply-feedback-page without a query_id says where it is opened from', async ({ page }) => {
    await page.goto('/reply-feedback-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Reply to your feedback' })).toBeVisible();
    await expect(page.getByText('Your feedback response has been answered', { exact: false })).toBeVisible();
  });

  test('the default path opens the start page once the player navigates home', async ({ page }) => {
    await page.goto('/about-page');
    await page.getByRole('link', { name: 'Psi Circuit, start page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Psi Circuit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start the circuit' })).toBeVisible();
  });
});
