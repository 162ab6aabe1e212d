// A page whose chunk does not arrive (a network drop) says so and offers "Try again", which loads it
// once the network is back; before, the page area stayed empty until a full reload.
import { expect, test } from './support/fixtures';

// The worker would answer the chunk from its cache, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

test('a page whose chunk fails says so, and Try again loads it', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/info-terms-[^/]*\.js$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/about-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Check your connection and try again');

  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
});
