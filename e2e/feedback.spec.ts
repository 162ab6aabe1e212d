// docs/feedback.md and docs/purchases.md: feedback goes round trip: a player sends it, an admin answers it in /admin, and
// the player sees spec §8's alert on the next app start and opens the reply.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from './support/servers';

const hooks = { splashMs: 0, guard: false };

async function newPage(browser: Browser, context?: Awaited<ReturnType<Browser['newContext']>>): Promise<Page> {
  const ctx = context ?? (await browser.newContext());
  const page = await ctx.newPage();
  await page.addInitScript((h) => {
    (window as unknown as { __PSI_TEST__: object }).__PSI_TEST__ = h;
  }, hooks);
  return page;
}

async function sendFeedback(page: Page, subject: string, message: string) {
  await page.goto('/feedback-page');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Your feedback').fill(message);
  await page.getByRole('radio', { name: '4 out of 5' }).check();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: `your feedback “${subject}” was sent` })).toBeVisible();
}

async function answerInConsole(browser: Browser, subject: string, answer: string) {
  const admin = await newPage(browser);
  await admin.goto('/admin');
  await admin.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await admin.getByLabel('Password').fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Log in as admin' }).click();
  await expect(admin.getByRole('button', { name: /^Unanswered \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  const card = admin.getByRole('listitem', { name: subject });
  await expect(card).toContainText('rated 4 of 5');
  await card.getByLabel(`Answer to “${subject}”`).fill(answer);
  await card.getByRole('button', { name: 'Send answer' }).click();
  // Answered: it leaves the unanswered list and shows under Answered with its text.
  await expect(admin.getByRole('listitem', { name: subject })).toHaveCount(0);
  await admin.getByRole('button', { name: /^Answered/ }).click();
  await expect(admin.getByRole('listitem', { name: subject })).toContainText(answer);
  await admin.context().close();
}

test('feedback goes to the admin console and comes back as the alert on the next app start', async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = `Doors on a phone ${Date.now()}`;
  const player = await newPage(browser);
  await sendFeedback(player, subject, 'The third wall of Doors felt slow to open on my phone.');
  await expect(player.getByRole('list', { name: 'Your feedback' })).toContainText('Waiting for an answer');

  // Answering needs an admin: a player's session gets 403 from the console's API.
  const denied = await player.evaluate(
    async () =>
      (
        await fetch('/api/admin/feedback', {
          headers: { Authorization: `Bearer ${localStorage.getItem('session_id')}` },
        })
      ).status,
  );
  expect(denied).toBe(401);

  await answerInConsole(browser, subject, 'Thank you! Doors now opens at once on phones.');

  // The next app start: the alert of spec §8, with Cancel and Show.
  const again = await newPage(browser, player.context());
  await player.close();
  await again.goto('/');
  const alert = again.getByRole('alertdialog', { name: 'Feedback' });
  await expect(alert).toContainText('Your feedback response has been answered');
  await expect(alert.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await alert.getByRole('button', { name: 'Show' }).click();
  await expect(again).toHaveURL(/\/reply-feedback-page$/);
  await expect(again.getByRole('heading', { name: `Your feedback: ${subject}` })).toBeVisible();
  await expect(again.getByTestId('reply')).toContainText('Thank you! Doors now opens at once on phones.');
  const queryId = await again.getByTestId('reply').getAttribute('data-query-id');
  expect(await again.evaluate(() => (history.state as { query_id?: string } | null)?.query_id)).toBe(queryId);

  // Seen: the next start shows no alert, and the feedback list says it was answered.
  await again.goto('/feedback-page');
  await expect(again.getByRole('list', { name: 'Your feedback' })).toContainText('Answered');
  await expect(again.getByRole('alertdialog')).toHaveCount(0);
});

test('Cancel puts the alert away until the next app start, and the answer stays unread', async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = `Karma question ${Date.now()}`;
  const player = await newPage(browser);
  await sendFeedback(player, subject, 'How exactly is the Karma rating counted?');
  await answerInConsole(browser, subject, 'It counts the numbers left behind, 0 to 99.');

  await player.goto('/about-page');
  const alert = player.getByRole('alertdialog', { name: 'Feedback' });
  await alert.getByRole('button', { name: 'Cancel' }).click();
  await expect(alert).toHaveCount(0);
  // Moving around the app does not bring it back in this run...
  await player.getByRole('link', { name: 'Feedback' }).first().click();
  await expect(player.getByRole('list', { name: 'Your feedback' })).toContainText('Answered, not read yet');
  await expect(player.getByRole('alertdialog')).toHaveCount(0);
  // ...the next start does.
  await player.reload();
  await expect(player.getByRole('alertdialog', { name: 'Feedback' })).toBeVisible();
});

test('the feedback form says what is missing and sends nothing', async ({ page }) => {
  await page.goto('/feedback-page');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Please give your feedback a subject.')).toBeVisible();
  await expect(page.getByText('Please write at least 10 characters so we can understand your feedback.')).toBeVisible();
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session_id'))).toBeNull();
});
