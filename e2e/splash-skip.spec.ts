// Issue 34 item 5: the splash plays at every start (eye 3 s, stars to 6 s); a tap or key does nothing on the
// device's first start and skips it from the second on; a deep link lands on its own page after it.
import { expect, test } from './support/fixtures';

// A splash, not the suite's 0 ms one, and a long one: the real 6 s count from the first paint, so a slow start
// on a busy machine leaves too little of it to tell a skip from its end (startup.spec.ts checks the 3 s + 6 s).
// The first start, which this test waits out whole, 10 s: still 5 s or more past the tap and key it ignores.
test.use({ hooks: { splashMs: 10_000, guard: false } });
/** The later starts, which a tap or key must end long (5 s or more) before the splash would end by itself. */
const SKIPPABLE_SPLASH_MS = 20_000;

test('the first start plays the whole splash; the second start skips it at a tap and lands on the deep link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const splash = page.getByTestId('splash');

  await page.goto('/about-page');
  await expect(splash).toBeVisible();
  await page.mouse.click(180, 300);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1000);
  await expect(splash, 'a first start is not skipped').toBeVisible();
  await expect(page.getByText('Tap or press any key to skip')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'About Psi Circuit' })).toBeVisible({ timeout: 30_000 });
  // After the first start the app registers its service worker: this device has started before.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // A second start, by a deep link: a tap skips the splash and the linked page is there.
  await page.addInitScript((splashMs) => {
    (window as unknown as { __PSI_TEST__: object }).__PSI_TEST__ = { splashMs, guard: false };
  }, SKIPPABLE_SPLASH_MS);
  await page.goto('/privacy-policy');
  await expect(splash).toBeVisible();
  await expect(page.getByText('Tap or press any key to skip')).toBeVisible();
  const tapped = Date.now();
  await page.mouse.click(180, 300);
  await expect(splash).toBeHidden({ timeout: 5000 });
  expect(Date.now() - tapped, 'the tap ended the splash long before its 20 s').toBeLessThan(5000);
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);

  // A third start: a key skips it too.
  await page.goto('/terms-and-conditions');
  await expect(page.getByText('Tap or press any key to skip')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(splash).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});
