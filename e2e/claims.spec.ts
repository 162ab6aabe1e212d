// Issue 37, end to end: a signed-in player seals a claim on /prove-it (terms, confirm), plays a circuit of it,
// and a stranger with no session opens the claim's public page and checks that circuit on their own device.
// The circuit is played over HTTP by the engine's random guesser (fast); the pages are what is under test.
import { seriousViolations } from './support/axe';
import { playRandomCircuit } from './support/play-over-http';
import { expect, test } from './support/fixtures';

interface Account {
  userid: string;
  cuid: string;
  session_id: string;
}

test('a player seals a claim and a stranger checks its certificate', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const registered = await request.post('/api/account/register', {
    data: {
      name: 'Claimant',
      email: `claimant.${Date.now()}@example.org`,
      password: 'correct horse battery',
      acceptTerms: true,
      client: 'native',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const account = (await registered.json()) as Account;
  await page.addInitScript((a) => {
    localStorage.setItem('logined_user', '1');
    localStorage.setItem('userid', a.userid);
    localStorage.setItem('cuid', a.cuid);
    localStorage.setItem('session_id', a.session_id);
  }, account);

  await page.goto('/prove-it');
  await page.getByLabel('How many circuits').fill('5');
  await page.getByRole('button', { name: 'Review the claim' }).click();
  await expect(page.getByTestId('confirm-terms')).toHaveText('5 circuits, 20x evidence needed.');
  await page.getByRole('button', { name: 'Seal it now' }).click();
  await expect(page.getByTestId('claim-meter')).toHaveText('evidence so far: 1.0x; 20x needed', { timeout: 20_000 });
  const claimHref = await page.getByRole('link', { name: "The claim's public page" }).getAttribute('href');
  expect(claimHref).toMatch(/^\/claims\/[0-9a-f-]{36}$/);

  const circuit = await playRandomCircuit(request, account.session_id, 37);
  await page.reload();
  await expect(page.getByTestId('claim-verdict')).toContainText('Open: 1 of 5 circuits played', { timeout: 20_000 });
  await expect(page.getByTestId('evidence-path').locator('circle')).toHaveCount(1);

  // A stranger: a phone-sized browser with no session, and the fixtures' test hooks (no splash, no devtools guard).
  const stranger = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    bypassCSP: true,
    viewport: { width: 360, height: 640 },
  });
  await stranger.addInitScript(() => {
    (window as unknown as { __PSI_TEST__: object }).__PSI_TEST__ = { splashMs: 0, guard: false };
  });
  const view = await stranger.newPage();
  await view.goto(claimHref!);
  await expect(view.getByTestId('claim-verdict')).toHaveText('Open: 1 of 5 circuits played', { timeout: 30_000 });
  await expect(view.getByTestId('claim-circuit')).toHaveCount(1);
  await view.getByRole('button', { name: 'Check its seed replay and log entry' }).click();
  await expect(view.getByTestId('proof-verdict')).toContainText('checks passed', { timeout: 20_000 });
  await expect(view.locator(`a[href="/api/transparency/proof?circuit=${circuit}"]`)).toBeVisible();
  expect(await seriousViolations(view)).toEqual([]);
  await stranger.close();
  expect(consoleErrors).toEqual([]);
});
