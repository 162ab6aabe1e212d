// The four results pages, with a finished circuit behind them, have no serious or critical axe
// violations, at phone and desk widths. The circuit is played through the public HTTP API by the
// engine's own random guesser (fast); circuit-full.spec.ts is the one that plays by clicking.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { anonymousPlayerWithCircuit, playAs, type AnonymousPlayer } from './support/play-over-http';

/** What each page shows once its data is in: checked before axe runs, so axe sees the real page. */
const chanceFiguresIn = (page: Page) =>
  expect(page.getByText(/^Working out exactly/)).toHaveCount(0, { timeout: 20_000 });
const PAGES: [string, (page: Page) => Promise<void>][] = [
  [
    '/psychic-end-score',
    async (page) => {
      await expect(page.getByTestId('main-score')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/% of pure guessers/)).toBeVisible({ timeout: 20_000 });
    },
  ],
  [
    '/psychic-performance-score',
    async (page) => {
      await expect(page.getByTestId('proof-verdict')).toContainText('checks passed', { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Exercise by exercise' })).toBeVisible({ timeout: 20_000 });
      await chanceFiguresIn(page);
    },
  ],
  ['/world-psychic-experiment', (page) => expect(page.getByTestId('world-verdict')).toBeVisible({ timeout: 20_000 })],
  [
    '/my-score',
    async (page) => {
      await expect(page.getByTestId('my-verdict')).toBeVisible({ timeout: 20_000 });
      await chanceFiguresIn(page);
    },
  ],
];

test.describe('results pages', () => {
  test.describe.configure({ mode: 'serial' });
  let player: AnonymousPlayer;
  let id: string;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(90_000);
    ({ player, id } = await anonymousPlayerWithCircuit(request, 12345));
  });

  for (const [path, ready] of PAGES) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      test(`${path} at ${width}px has no serious or critical axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await playAs(page, player);
        await page.goto(`${path}?circuit=${id}`);
        await ready(page);
        // The tables behind the charts are part of the page too: open them for axe.
        await page.locator('details').evaluateAll((els) => els.forEach((d) => d.setAttribute('open', '')));
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('a visitor with no circuit is invited to play, not shown an error', async ({ page }) => {
    await page.goto('/psychic-end-score');
    await expect(page.getByText('You have not finished a verified circuit yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play the circuit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
