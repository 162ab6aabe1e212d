// play anywhere, docs/decisions.md: every page on a phone-sized screen is clean for axe; an exercise is playable by
// keyboard with a visible focus ring; reduced motion is honoured.
import { devices } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';
import { seriousViolations } from './support/axe';
import { useSharedPage } from './support/shared-page';
import { ACCOUNT_ROUTES, INFO_ROUTES, RESULTS_ROUTES } from './support/spec-routes';

const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 5'];

test.describe('on a 360×640 phone', () => {
  // One phone page for these checks, each page reached in the app as a player would (support/shared-page.ts).
  const shared = useSharedPage({ context: { ...pixel, viewport: { width: 360, height: 640 } } });

  for (const route of [...INFO_ROUTES, ...ACCOUNT_ROUTES, ...RESULTS_ROUTES, 'reply-feedback-page']) {
    test(`/${route} has no serious or critical axe violations and no sideways scroll`, async () => {
      const page = shared.page();
      await shared.open(`/${route}`);
      // Let pages that fetch settle (results pages show a status line first).
      await shared.networkQuiet();
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page is no wider than the phone').toBeLessThanOrEqual(0);
    });
  }
});

test('Ready Set Go is playable by keyboard alone, and Continue shows its focus ring', async ({ page }) => {
  await beginCircuit(page);
  const cards = page.locator('.circuit__stage button');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 3; i++) {
    if (await page.getByRole('button', { name: 'Continue' }).isVisible()) break;
    // Tab until a card still in play has the focus, then press Enter.
    for (let tabs = 0; tabs < 30; tabs++) {
      await page.keyboard.press('Tab');
      const onCard = await page.evaluate(() => {
        const el = document.activeElement;
        return Boolean(
          el?.closest('.circuit__stage') && el.getAttribute('aria-disabled') !== 'true' && el.tagName === 'BUTTON',
        );
      });
      if (onCard) break;
    }
    const picked = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(picked).toMatch(/^Pick /);
    await page.keyboard.press('Enter');
    // The next pick only once this one is answered: its card is renamed ("…: not this one", "…: Go!").
    // Waiting for aria-busy to be off could pass before the press had set it.
    await page.waitForFunction(
      (label) =>
        ![...document.querySelectorAll('.circuit__stage button')].some((b) => b.getAttribute('aria-label') === label),
      picked,
    );
    // And its reveal over (issue 34: the board animates the answer, then Continue shows).
    await expect(page.locator('.circuit__stage')).toHaveAttribute('aria-busy', 'false');
  }
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeFocused();
  const outline = await next.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game-family$/);
});

test('with reduced motion asked for, the boards do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await beginCircuit(page);
  const card = page.locator('.circuit__stage .pick').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const durations = await card.evaluate((el) =>
    getComputedStyle(el)
      .transitionDuration.split(',')
      .map((d) => parseFloat(d)),
  );
  // The reduced-motion rules set transitions to none or to a hundredth of a millisecond.
  expect(Math.max(...durations)).toBeLessThan(0.001);
});
