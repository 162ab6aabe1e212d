import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';
import { POPUPS } from './support/spec-routes';

test.describe('instruction popup', () => {
  test.setTimeout(90_000);

  test('opens for every custom_id from 1 to 16 and closes with Close', async ({ page }) => {
    await page.goto('/instructions');
    for (const [id, title] of POPUPS) {
      await page.getByRole('button', { name: `${id}. ${title}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${id}. ${title}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('p').first()).not.toBeEmpty();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('opens from an exercise page', async ({ page }) => {
    await beginCircuit(page);
    await page.getByRole('button', { name: 'How to play: Ready Set Go' }).click();
    const dialog = page.getByRole('dialog', { name: '1. Ready Set Go' });
    await expect(dialog).toContainText('Three cards lie face down');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test("leads from an exercise's popup and from the instructions to that exercise's artwork", async ({ page }) => {
    await beginCircuit(page);
    await page.getByRole('button', { name: 'How to play: Ready Set Go' }).click();
    await page
      .getByRole('dialog', { name: '1. Ready Set Go' })
      .getByRole('link', { name: 'View the artwork of Ready Set Go' })
      .click();
    await expect(page).toHaveURL(/\/view-image\?exercise=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'View image: 1. Ready Set Go' })).toBeVisible();
    await expect(page.getByTestId('plate-1').getByRole('img', { name: 'Go!' })).toBeVisible();

    await page.goto('/instructions');
    await page.getByRole('link', { name: 'View the artwork of Doors' }).click();
    await expect(page).toHaveURL(/\/view-image\?exercise=6$/);
    await expect(page.getByTestId('plate-6').getByRole('img')).toHaveCount(4);
    await page.getByRole('link', { name: '16. Karma' }).click();
    await expect(page.getByTestId('plate-16')).toBeVisible();
  });

  test('Escape closes the popup and focus returns to its button', async ({ page }) => {
    await page.goto('/instructions');
    const button = page.getByRole('button', { name: '2. Family', exact: true });
    await button.click();
    await expect(page.getByRole('dialog', { name: '2. Family' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });
});
