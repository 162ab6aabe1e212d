// docs/accounts.md end to end: play anonymously, register, find the circuit on the profile, log out, reset the
// password from the outbox mail (the default without SMTP_URL), log in, and a second browser
// context logged into the same account sees the same history.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/navigate';
import { anonymousPlayerWithCircuit } from './support/play-over-http';

const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const [w, h] of [
    [390, 844],
    [1366, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: join(shots, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The reset link in the newest outbox mail to `email`, as a path on our server. */
async function resetLinkFor(email: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      // The mail is written after the answer (so known and unknown addresses answer alike): the folder
      // may not exist yet when the first look comes.
      let files: string[];
      try {
        files = readdirSync(outbox)
          .filter((f) => f.endsWith('.txt'))
          .sort();
      } catch {
        return '';
      }
      text =
        files
          .map((f) => readFileSync(join(outbox, f), 'utf8'))
          .reverse()
          .find((t) => t.includes(`To: ${email}\n`)) ?? '';
      return text;
    })
    .toContain('/forgot-password?token=');
  const url = new URL(/https?:\/\/\S+\/forgot-password\?token=[A-Za-z0-9_-]+/.exec(text)![0]);
  return `${url.pathname}${url.search}`;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
}

test('a player registers, keeps the anonymous circuit, resets the password by mail and sees the same history on a second device', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = `e2e.${Date.now()}@example.org`;
  const { player, id } = await anonymousPlayerWithCircuit(request);
  // This browser played that circuit anonymously: it holds the anonymous session (spec §3 keys).
  await page.addInitScript((p) => {
    if (localStorage.getItem('session_id')) return;
    localStorage.setItem('userid', p.userid);
    localStorage.setItem('cuid', p.cuid);
    localStorage.setItem('session_id', p.session_id);
  }, player);

  await page.goto('/user-profile');
  await expect(page.getByText('You are playing anonymously.')).toBeVisible();
  await shoot(page, 'profile-anonymous');

  await page.goto('/registration');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await shoot(page, 'registration-errors');
  await page.getByLabel('Name').fill('Ada Example');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first password');
  await page.getByLabel('Repeat the password').fill('first password');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByText('Logged in as')).toContainText('Ada Example');
  const history = page.getByTestId('profile-history');
  await expect(history.getByRole('link', { name: 'Fairness proof' })).toHaveAttribute(
    'href',
    `/psychic-performance-score?circuit=${id}`,
  );
  // Carried in by registration (issue 33): listed and marked, but outside the account's statistics.
  await expect(history).toContainText('played before signing in');
  await expect(page.getByTestId('profile-carried-note')).toContainText('left out of your statistics');
  await expect(page.getByTestId('chance-band')).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('logined_user'),
      localStorage.getItem('session_id'),
      localStorage.getItem('userid'),
    ]),
  ).toEqual(['1', 'cookie', player.userid]);
  // The session token is in an httpOnly cookie, out of the page's reach.
  expect(await page.evaluate(() => document.cookie)).not.toContain('psi_session');
  await shoot(page, 'profile');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('logined_user'))).toBeNull();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address');
  await page.goto(await resetLinkFor(email));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second password');
  await page.getByLabel('Repeat the new password').fill('second password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your new password is set. Log in with it.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('first password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('That e-mail address and password do not match an account.')).toBeVisible();
  await shoot(page, 'login-failed');
  await logIn(page, email, 'second password');
  await expect(history.getByRole('link', { name: 'Fairness proof' })).toHaveAttribute(
    'href',
    `/psychic-performance-score?circuit=${id}`,
  );

  const second = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  // The fixtures' test hooks (no splash, no devtools guard), as every page of these tests has.
  await second.addInitScript(() => {
    (window as unknown as { __PSI_TEST__: object }).__PSI_TEST__ = { splashMs: 0, guard: false };
  });
  const other = await second.newPage();
  await logIn(other, email, 'second password');
  await expect(other.getByTestId('profile-history').getByRole('link', { name: 'Fairness proof' })).toHaveAttribute(
    'href',
    `/psychic-performance-score?circuit=${id}`,
  );
  // The same history on the second device: the carried-in circuit, marked and outside the statistics (issue 33).
  await expect(other.getByTestId('profile-history')).toContainText('played before signing in');
  await expect(other.getByTestId('profile-carried-note')).toBeVisible();
  await other.goto('/user-details');
  await expect(other.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Example');
  await shoot(other, 'details');
  await second.close();
  expect(consoleErrors).toEqual([]);
});

test("a logged-in player's pages have no serious axe violations, and the web session starts a circuit with its CSRF token", async ({
  page,
  consoleErrors,
}) => {
  // Registering through the page's own request context sets the httpOnly cookies in this browser.
  const registered = await page.request.post('/api/account/register', {
    data: { name: 'Axe Tester', email: `axe.${Date.now()}@example.org`, password: 'axe password', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const account = (await registered.json()) as { userid: string; cuid: string; session_id: string };
  await page.addInitScript((a) => {
    localStorage.setItem('logined_user', '1');
    localStorage.setItem('userid', a.userid);
    localStorage.setItem('cuid', a.cuid);
    localStorage.setItem('session_id', a.session_id);
  }, account);

  // The first page loaded, the others opened in the app (support/navigate.ts): axe and the app start once.
  await page.goto('/user-profile');
  for (const path of ['/user-profile', '/user-details', '/login', '/forgot-password', '/forgot-password?token=abc']) {
    await openInApp(page, path);
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  const started = page.waitForResponse((r) => r.url().endsWith('/api/circuits') && r.request().method() === 'POST');
  await page.goto('/game-ready-set-go');
  const response = await started;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['x-csrf-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(response.request().headers().authorization).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});
