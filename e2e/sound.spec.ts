import { expect, test } from './support/fixtures';

test('the sound test stores the chosen volume as sound_range', async ({ page }) => {
  await page.goto('/about-page');
  expect(await page.evaluate(() => localStorage.getItem('sound_range'))).toBeNull();
  await page.getByRole('button', { name: /Sound settings/ }).click();
  const panel = page.getByRole('dialog', { name: 'Sound' });
  await expect(panel).toBeVisible();
  await panel.getByLabel(/Volume/).fill('0.3');
  await panel.getByRole('button', { name: 'Play test sound' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sound_range'))).toBe('0.3');
});

test('the sound switch starts on and can be turned off', async ({ page }) => {
  await page.goto('/about-page');
  await expect(page.getByRole('button', { name: 'Sound settings (sound on)' })).toBeVisible();
  await page.getByRole('button', { name: /Sound settings/ }).click();
  const toggle = page.getByRole('switch', { name: 'Sound effects' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // Issue 34 item 11: no test sound while sound effects are off.
  await expect(page.getByRole('button', { name: 'Turn sound effects on to test' })).toBeDisabled();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Sound settings (sound off)' })).toBeVisible();
  // play anywhere: mute survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound settings (sound off)' })).toBeVisible();
});

test('the three sounds are real WAV files', async ({ request }) => {
  for (const name of ['card-click', 'flip-fail', 'flip-success']) {
    const res = await request.get(`/sounds/${name}.wav`);
    expect(res.ok()).toBe(true);
    const body = await res.body();
    expect(body.subarray(0, 4).toString()).toBe('RIFF');
    expect(body.subarray(8, 12).toString()).toBe('WAVE');
  }
});
