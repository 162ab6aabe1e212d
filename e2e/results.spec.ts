// The four results pages, with a finished circuit behind them, have no serious or critical axe
// violations, at phone and desk widths. The circuit is played through the public HTTP API by the
// engine's own random guesser (fast); circuit-full.spec.ts is the one that plays by clicking.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { anonymousPlayerWithCircuit, playAs, type AnonymousPlayer } from './support/play-over-http';
import { useSharedPage } from './support/shared-page';

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

  // One page for the eight checks below, each page reached in the app as a player would (support/shared-page.ts).
  const shared = useSharedPage({ inSerialDescribe: true, prepare: (page) => playAs(page, player) });

  for (const [path, ready] of PAGES) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      test(`${path} at ${width}px has no serious or critical axe violations`, async () => {
        const page = shared.page();
        await page.setViewportSize({ width, height });
        await shared.open(`${path}?circuit=${id}`);
        await ready(page);
        // The tables behind the charts are part of the page too: open them for axe.
        await page.locator('details').evaluateAll((els) => els.forEach((d) => d.setAttribute('open', '')));
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the world page downloads the open data as CSV and takes research consent; the proof page checks the log', async ({
    page,
  }) => {
    await playAs(page, player);
    await page.goto('/world-psychic-experiment');
    const link = page.getByTestId('open-data-csv');
    // Generous: the e2e machine is shared, and the link waits for the world figures.
    await expect(link).toBeVisible({ timeout: 60_000 });
    const csv = await page.request.get((await link.getAttribute('href'))!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const [header, ...lines] = (await csv.text()).trimEnd().split('\r\n');
    expect(header!.split(',').slice(0, 4)).toEqual(['formatVersion', 'experimentVersion', 'release', 'circuit']);
    expect(header).toContain('control');
    expect(lines.some((line) => line.includes(id))).toBe(true);
    // Research consent per device: unticked until asked, then stored and shown.
    const consent = page.getByLabel("Share my circuits' pseudonymous id in the open data");
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(page.getByTestId('research-consent-state')).toContainText('Shared since', { timeout: 30_000 });

    await page.goto(`/psychic-performance-score?circuit=${id}`);
    await expect(page.getByTestId('proof-verdict')).toContainText('checks passed', { timeout: 60_000 });
    const log = page.locator('[data-check="log"]');
    await expect(log).toHaveAttribute('data-ok', 'true');
    await expect(log).toContainText("hashes to the log's root");
    // The head's Ed25519 signature, checked by Chromium's WebCrypto against /api/transparency/key.
    const head = page.locator('[data-check="head"]');
    await expect(head).toHaveAttribute('data-ok', 'true');
    await expect(head).toContainText('Verified here with WebCrypto (Ed25519)');
  });

  test('a visitor with no circuit is invited to play, not shown an error', async ({ page }) => {
    await page.goto('/psychic-end-score');
    await expect(page.getByText('You have not finished a verified circuit yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play the circuit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
