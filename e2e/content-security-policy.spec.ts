// The built app under the server's real Content-Security-Policy (bypassCSP off): the splash, the
// exercise screens, the results pages with their statistics Web Worker and the service worker load
// with no CSP violation at all. Screenshots go to /tmp/hardening-shots/ for a look by eye.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';
import { anonymousPlayerWithCircuit, playAs } from './support/play-over-http';

test.use({ bypassCSP: false, hooks: { splashMs: 1200, guard: false } });

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('the answers carry the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
});

test('the splash and the first exercise load with no CSP violation', async ({ page, consoleErrors }) => {
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.screenshot({ path: '/tmp/hardening-shots/csp-splash-390.png' });
  // A new player is welcomed at game-begins; Begin opens the first exercise.
  await beginCircuit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready Set Go' })).toBeVisible({ timeout: 20_000 });
  // The service worker registers after load.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 20_000,
    })
    .toBe('activated');
  await page.screenshot({ path: '/tmp/hardening-shots/csp-exercise-390.png' });
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

const READY: Record<string, string> = {
  '/psychic-end-score': 'main-score',
  '/psychic-performance-score': 'proof-verdict',
  '/my-score': 'my-verdict',
  '/world-psychic-experiment': 'world-verdict',
};
test.describe('the results pages', () => {
  // One finished circuit for the four pages (they only read it), played over HTTP once, not once a page:
  // the four run in order in one worker (a failed one's replacement worker plays another).
  test.describe.configure({ mode: 'default' });
  let finished: Awaited<ReturnType<typeof anonymousPlayerWithCircuit>>;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    finished = await anonymousPlayerWithCircuit(request, 777);
  });

  for (const [path, testId] of Object.entries(READY)) {
    test(`${path} computes its statistics in the worker with no CSP violation`, async ({ page, consoleErrors }) => {
      test.setTimeout(120_000);
      const { player, id } = finished;
      const violations = await watchViolations(page);
      await playAs(page, player);
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${path}?circuit=${id}`);
      await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^Working out exactly/)).toHaveCount(0, { timeout: 30_000 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/hardening-shots/csp${path.replace(/\//g, '-')}-1366.png`, fullPage: true });
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
