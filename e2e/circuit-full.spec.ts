// Issue 4 item 9: a complete circuit played BY CLICKING, from game-ready-set-go to the results pages,
// then the end score, the fairness proof checked in the browser, and the world page counting it.
// The player is a generic one: on every exercise it presses an enabled choice (one per question where
// a board asks several, then the board's send button), and Continue between exercises. It knows no
// board by heart, so a board's redesign does not break it; boards only need real, named buttons.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';

/** 17 steps, each at most a few dozen presses even for an unlucky guesser (Yin Yang, Monkeys, Garden). */
const MAX_ACTIONS = 600;
/** How long one screen may show nothing to press (a move in flight, a door opening) before we give up. */
const STALL_MS = 20_000;

type Action = 'continue' | 'select' | 'submit' | 'pick' | 'wait' | 'dialog';

/**
 * Looks at the page and marks the one control to press next with data-e2e-next. Runs in the browser:
 * the decision needs many attribute reads, one round trip is much faster than a locator each.
 */
function nextAction(): { action: Action; text: string } {
  document.querySelectorAll('[data-e2e-next]').forEach((el) => el.removeAttribute('data-e2e-next'));
  const usable = (b: HTMLButtonElement) =>
    !b.disabled && b.getAttribute('aria-disabled') !== 'true' && b.getClientRects().length > 0;
  const mark = (b: HTMLButtonElement, action: Action) => {
    b.setAttribute('data-e2e-next', '');
    return { action, text: b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '' };
  };
  const dialog = document.querySelector('dialog[open]');
  if (dialog) return { action: 'dialog', text: dialog.textContent?.trim() ?? '' };

  const buttons = [...document.querySelectorAll<HTMLButtonElement>('main button')];
  const next = buttons.find((b) => b.textContent?.trim() === 'Continue' && usable(b));
  if (next) return mark(next, 'continue');

  const stage = document.querySelector('.circuit__stage');
  if (!stage || stage.getAttribute('aria-busy') === 'true') return { action: 'wait', text: 'busy' };
  const inStage = [...stage.querySelectorAll<HTMLButtonElement>('button')].filter(usable);
  // Multi-part guesses (Universal, Duality, Crop Circles): one choice per question, then send.
  for (const group of stage.querySelectorAll('fieldset')) {
    if (group.querySelector('button[aria-pressed="true"]')) continue;
    const first = [...group.querySelectorAll<HTMLButtonElement>('button')].find(usable);
    if (first) return mark(first, 'select');
  }
  const send = inStage.find((b) => !b.closest('fieldset'));
  if (stage.querySelector('fieldset') && send) return mark(send, 'submit');
  const pick = inStage.find((b) => b.getAttribute('aria-pressed') !== 'true') ?? inStage[0];
  return pick ? mark(pick, 'pick') : { action: 'wait', text: 'nothing to press' };
}

/** Plays from wherever the circuit is until the route game-end; returns the routes visited in order. */
async function playToEnd(page: Page): Promise<string[]> {
  const visited: string[] = [];
  let stalledSince = Date.now();
  for (let i = 0; i < MAX_ACTIONS; i++) {
    const path = new URL(page.url()).pathname;
    if (visited.at(-1) !== path) visited.push(path);
    if (path === '/game-end') return visited;
    expect(path, 'the circuit only moves through exercise routes').toMatch(/^\/game-/);

    const { action, text } = await page.evaluate(nextAction);
    if (action === 'dialog') throw new Error(`A dialog interrupted the circuit on ${path}: ${text}`);
    if (action === 'wait') {
      if (Date.now() - stalledSince > STALL_MS) throw new Error(`Nothing to press on ${path} for ${STALL_MS} ms (${text})`);
      await page.waitForTimeout(100);
      continue;
    }
    stalledSince = Date.now();
    await page.locator('[data-e2e-next]').click();
    if (action === 'continue') {
      await page.waitForURL((url) => url.pathname !== path, { timeout: 15_000 });
    } else {
      // Let the move's answer arrive before looking again (the stage is aria-busy meanwhile).
      await page.waitForFunction(() => document.querySelector('.circuit__stage')?.getAttribute('aria-busy') !== 'true', null, { timeout: 15_000 });
    }
  }
  throw new Error(`The circuit did not reach game-end within ${MAX_ACTIONS} presses: ${visited.join(' → ')}`);
}

/** From game-end to the end score: its link when the page has one, else the route itself. */
async function openEndScore(page: Page) {
  const link = page.getByRole('link', { name: /end score/i }).first();
  if (await link.isVisible().catch(() => false)) await link.click();
  else await page.goto('/psychic-end-score');
  await expect(page).toHaveURL(/\/psychic-end-score/);
  // Wait for the end-score page itself: the route changes before its lazy screen replaces game-end's.
  await expect(page.getByRole('heading', { level: 1, name: 'Your psychic end score' })).toBeVisible({ timeout: 20_000 });
}

test('a whole circuit played by clicking reaches the results, with a proof that checks out', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  await beginCircuit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready Set Go' })).toBeVisible({ timeout: 20_000 });

  const visited = await playToEnd(page);
  // Every exercise route of spec §2, in the circuit's order, then game-end.
  expect(visited).toEqual([
    '/game-ready-set-go', '/game-family', '/game-universal', '/game-zener', '/game-doubles', '/game-yin-yang', '/game-doors',
    '/game-elements', '/game-duality', '/game-crop-circles', '/game-zener-reveal', '/game-gateway', '/game-sense-the-sense',
    '/game-three-wise-monkeys', '/game-mantra', '/game-in-the-garden', '/game-karma', '/game-end',
  ]);

  // The end-score page computes its exact chance figures in a Web Worker, off the main thread.
  const chanceWorker = page.waitForEvent('worker', { predicate: (w) => w.url().includes('chance-figures'), timeout: 30_000 });
  await openEndScore(page);
  await chanceWorker;
  const score = Number(await page.locator('.results').getByTestId('main-score').textContent({ timeout: 20_000 }));
  // 15 scored exercises, each at least 1.
  expect(score).toBeGreaterThanOrEqual(15);
  await expect(page.getByText(score < 42.385 ? 'Good outcome' : 'Above par', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Golden Orbs: [0-7] of 7$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Game Karma: \d+ of 99$/ })).toBeVisible();
  // The exact chance figures arrive from a worker after the page paints.
  await expect(page.getByText(/\d+(\.\d+)?% of pure guessers land below/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/A pure guesser averages \d+(\.\d)? \(the white mark\)/)).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: /fairness proof/i }).click();
  await expect(page).toHaveURL(/\/psychic-performance-score\?circuit=/);
  await expect(page.getByTestId('proof-verdict')).toContainText(/^✓ All \d+ checks passed/, { timeout: 20_000 });
  await expect(page.locator('.proof__item[data-ok="false"]')).toHaveCount(0);
  await expect(page.locator('.proof__item[data-check="commitment"]')).toHaveAttribute('data-ok', 'true');
  await expect(page.locator('.proof__item[data-check="replay"]')).toHaveAttribute('data-ok', 'true');
  await expect(page.locator('.proof__item[data-check="main-score"]')).toContainText(`Main score: ${score}`);

  await page.getByRole('link', { name: 'The world experiment' }).first().click();
  await expect(page).toHaveURL(/\/world-psychic-experiment$/);
  const world = page.getByTestId('world-circuits');
  await expect(world).toBeVisible({ timeout: 20_000 });
  expect(Number(await world.getAttribute('data-circuits'))).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('world-verdict')).toContainText(/would turn up p = /);

  await page.getByRole('link', { name: 'My score' }).first().click();
  await expect(page.getByTestId('my-verdict')).toContainText('over one circuit');
  // A 404 from GET /api/circuits/active (no circuit yet) is an answer, not an error of the app.
  expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});
