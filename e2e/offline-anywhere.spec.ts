// Issue 34 item 8, offline wherever a circuit can be played: after one first visit online (no reload), the
// service worker holds everything an offline circuit needs, the app itself included; offline, an
// information page reloads from it, its blocking loader offers Play offline, and that plays exercise 1.
import { expect, test } from './support/fixtures';
import { offlineCircuitAssets } from './support/offline-assets';

test('a first visit caches the app; offline, an information page offers Play offline and exercise 1 plays', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/about-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // The app warms the exercise chunks in idle moments once its worker runs; wait until the worker's
  // cache holds the app's entry and everything an offline circuit loads (the build manifest's closure).
  const needed = offlineCircuitAssets(undefined, true);
  await expect
    .poll(
      () =>
        page.evaluate(async (paths) => {
          const cached = new Set<string>();
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) cached.add(new URL(request.url).pathname);
          }
          return paths.filter((path) => !cached.has(path));
        }, needed),
      { timeout: 90_000, message: 'files an offline circuit needs, still missing from the cache' },
    )
    .toEqual([]);

  await context.setOffline(true);
  // A reload offline: the app comes from the worker's cache, not "This page could not be loaded".
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Psi Circuit' })).toBeAttached({ timeout: 20_000 });
  const loader = page.locator('dialog.ui-loader');
  await expect(loader).toContainText('Please wait ......');
  const alert = page.getByRole('alertdialog', { name: 'Notification' });
  if (await alert.isVisible().catch(() => false)) await alert.getByRole('button', { name: 'OK' }).click();
  await loader.getByRole('button', { name: 'Play offline' }).click();

  await expect(page).toHaveURL(/\/game-ready-set-go$/);
  await expect(page.getByTestId('offline-note')).toBeVisible({ timeout: 20_000 });
  await expect(loader).toBeHidden();
  await expect(page.locator('.circuit__stage button').first()).toBeVisible();
});
