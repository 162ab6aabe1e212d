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
  // Offline, the sounds still load: a media element asks for byte ranges, and the worker answers a
  // range with the 206 it asks for, cut from its cached copy (Chromium 150 refuses a whole 200 there).
  const range = await page.evaluate(async () => {
    const answer = await fetch('/sounds/card-click.wav', { headers: { range: 'bytes=4-11' } });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return {
      status: answer.status,
      contentRange: answer.headers.get('content-range'),
      text: String.fromCharCode(...bytes),
    };
  });
  // A WAV file's bytes 4–7 are its size, 8–11 say WAVE.
  expect(range).toEqual({
    status: 206,
    contentRange: expect.stringMatching(/^bytes 4-11\/\d+$/),
    text: expect.stringMatching(/^.{4}WAVE$/s),
  });

  await context.setOffline(false);
  await expect(page.locator('dialog.ui-loader')).toBeHidden();
});
