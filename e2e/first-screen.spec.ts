// Issue 34 item 4: a welcome's first screen invites. On a 360x640 phone and a 1440x900 desktop the title,
// the one line of what Psi Circuit is and the call to play are inside the first viewport, no scrolling.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const SCREENS = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
];

/** The whole of an element's box lies inside the first screen (the page not scrolled). */
async function inFirstScreen(page: Page, selector: string, name: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  const screen = page.viewportSize()!;
  expect(box, `${name} is drawn`).not.toBeNull();
  expect(await page.evaluate(() => window.scrollY), 'the page has not scrolled').toBe(0);
  expect(box!.y, `${name}'s top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${name}'s bottom at ${screen.width}x${screen.height}`).toBeLessThanOrEqual(
    screen.height,
  );
  expect(box!.x + box!.width, `${name}'s right edge`).toBeLessThanOrEqual(screen.width);
}

for (const viewport of SCREENS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a new player lands on the welcome with its title, one line and Begin in the first screen', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/game-begins$/);
      const begin = page.getByRole('link', { name: 'Begin', exact: true });
      await expect(begin).toBeVisible({ timeout: 20_000 });
      await inFirstScreen(page, 'h1', 'the title');
      await inFirstScreen(page, '.first-screen__line', 'the line of what it is');
      await inFirstScreen(page, '.first-screen a.btn--primary', 'Begin');
      // The explanation still follows, below.
      await expect(page.getByRole('heading', { name: 'Par is 42.385' })).toBeAttached();
    });

    test('the start page shows its title, one line and Start the circuit in the first screen', async ({ page }) => {
      // A new player opening the default path is welcomed at game-begins; the start page is reached in-app.
      await page.goto('/about-page');
      // Once the app has started (its start-up routing done), an in-app link to the default path.
      await expect(page.getByRole('heading', { level: 1, name: 'About Psi Circuit' })).toBeVisible({ timeout: 20_000 });
      await page.evaluate(() => {
        history.pushState(null, '', '/');
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      const start = page.getByRole('link', { name: 'Start the circuit', exact: true });
      await expect(start).toBeVisible({ timeout: 20_000 });
      await inFirstScreen(page, 'h1', 'the title');
      await inFirstScreen(page, '.first-screen a.btn--primary', 'Start the circuit');
    });
  });
}
