// The four results pages, with a finished circuit behind them, have no serious or critical axe
// violations, at phone and desk widths. The circuit is played through the public HTTP API by the
// engine's own random guesser (fast); circuit-full.spec.ts is the one that plays by clicking.
import type { APIRequestContext, Page } from '@playwright/test';
import { randomCircuitMove, type CircuitView } from '@psi/engine';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

interface Player {
  userid: string;
  cuid: string;
  session_id: string;
}

/** A new player and one finished verified circuit, played move by move over HTTP. */
async function playedCircuit(request: APIRequestContext): Promise<{ player: Player; id: string }> {
  const player = (await (await request.post('/api/players', { data: {} })).json()) as Player;
  const headers = { Authorization: `Bearer ${player.session_id}` };
  const started = await request.post('/api/circuits', { data: {}, headers });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  let { view } = (await started.json()) as { view: CircuitView };
  let draws = 12345;
  const random = (n: number) => (draws = (draws * 1103515245 + 12345) % 2147483648) % n;
  for (let seq = 0; !view.over; seq++) {
    expect(seq, 'a random circuit ends within 2000 moves').toBeLessThan(2000);
    const move = randomCircuitMove(view, random);
    const res = await request.post(`/api/circuits/${id}/moves`, { data: { seq, ...move }, headers });
    expect(res.status(), await res.text()).toBe(200);
    ({ view } = (await res.json()) as { view: CircuitView });
  }
  return { player, id };
}

async function signIn(page: Page, player: Player) {
  await page.addInitScript((p) => {
    localStorage.setItem('userid', p.userid);
    localStorage.setItem('cuid', p.cuid);
    localStorage.setItem('session_id', p.session_id);
  }, player);
}

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
  let player: Player;
  let id: string;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(90_000);
    ({ player, id } = await playedCircuit(request));
  });

  for (const [path, ready] of PAGES) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      test(`${path} at ${width}px has no serious or critical axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await signIn(page, player);
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
