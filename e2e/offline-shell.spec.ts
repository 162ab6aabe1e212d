// The service worker (apps/web/public/sw.js) keeps the app shell, so the home-screen app opens with no
// network at all: the page and its chunks come from the worker's cache, and the app then shows the
// spec's offline loader and alert instead of the browser's "no internet" page.
import { expect, test } from './support/fixtures';

test('with the service worker installed, the app opens offline and says it is not connected', async ({
  page,
  context,
}) => {
  await page.goto('/about-page');
  await expect(page.getByRole('heading', { level: 1, name: 'About Psi Circuit' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page loaded before the worker took over fetched its chunks itself: load once more through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'About Psi Circuit' })).toBeVisible();

  // The world page asks the API for its figures through the worker: the answer is not kept.
  const statsAnswered = page.waitForResponse((r) => r.url().endsWith('/api/stats/world') && r.ok());
  await page.goto('/world-psychic-experiment');
  await statsAnswered;
  await expect(page.getByTestId('world-circuits')).toBeVisible();
  await page.goto('/about-page');
  await expect(page.getByRole('heading', { level: 1, name: 'About Psi Circuit' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/backend/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Psi Circuit' })).toBeVisible();
  await expect(page.locator('dialog.ui-loader')).toContainText('Please wait ......');
  await expect(page.getByRole('alertdialog', { name: 'Notification' })).toContainText('Not connected to Internet');

  await context.setOffline(false);
  await expect(page.locator('dialog.ui-loader')).toBeHidden();
});
