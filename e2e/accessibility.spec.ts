import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';
import { useSharedPage } from './support/shared-page';

test.describe('every page', () => {
  // One page for these checks, each page reached in the app as a player would (support/shared-page.ts).
  const shared = useSharedPage({ start: '/what-is-psi-circuit' });

  for (const path of [
    '/about-page',
    '/game-begins',
    '/instructions',
    '/registration',
    '/feedback-page',
    '/buy-page',
    '/view-image?exercise=6',
    '/admin',
  ]) {
    test(`${path} has no serious or critical axe violations`, async () => {
      await shared.open(path);
      expect(await seriousViolations(shared.page())).toEqual([]);
    });
  }
});

test('/game-ready-set-go has no serious or critical axe violations', async ({ page }) => {
  await beginCircuit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready Set Go' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the instruction popup has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/instructions');
  await page.getByRole('button', { name: '2. Family', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the start page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/about-page');
  await page.getByRole('link', { name: 'Psi Circuit, start page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Psi Circuit' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
