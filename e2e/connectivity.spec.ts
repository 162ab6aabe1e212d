import { expect, test } from './support/fixtures';

test('losing the network shows the loader and the alert; reconnecting dismisses the loader', async ({
  page,
  context,
}) => {
  await page.goto('/about-page');
  await expect(page.locator('h1')).toBeVisible();

  await context.setOffline(true);
  const loader = page.locator('dialog.ui-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toContainText('Please wait ......');
  const alert = page.getByRole('alertdialog', { name: 'Notification' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Not connected to Internet');

  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(loader).toBeVisible();

  await context.setOffline(false);
  await expect(loader).toBeHidden();
});
