// The acceptance run (docs/architecture.md, Tests): a complete circuit played BY CLICKING, from game-ready-set-go to the results pages,
// then the end score, the fairness proof checked in the browser, and the world page counting it.
// The player is a generic one: on every exercise it presses an enabled choice (one per question where
// a board asks several, then the board's send button), and Continue between exercises. It knows no
// board by heart, so a board's redesign does not break it; boards only need real, named buttons.
import { devices, type Page } from '@playwright/test';
import { STEPS } from '@psi/engine';
import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';
import { playToEnd } from './support/play-circuit';
import { seriousViolations } from './support/axe';

/** From game-end to the end score: its link when the page has one, else the route itself. */
async function openEndScore(page: Page) {
  const link = page.getByRole('link', { name: /end score/i }).first();
  if (await link.isVisible().catch(() => false)) await link.click();
  else await page.goto('/psychic-end-score');
  await expect(page).toHaveURL(/\/psychic-end-score/);
  // Wait for the end-score page itself: the route changes before its lazy screen replaces game-end's.
  await expect(page.getByRole('heading', { level: 1, name: 'Your psychic end score' })).toBeVisible({
    timeout: 20_000,
  });
}

// play anywhere, docs/decisions.md: once in phone emulation (360×640, touch) and once on a desktop screen.
const screens = [
  { name: 'on a phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 640 } } },
  { name: 'on a desktop', use: { viewport: { width: 1366, height: 800 } } },
] as const;

for (const screen of screens) {
  test.describe(screen.name, () => {
    const { defaultBrowserType: _ignored, ...use } = screen.use as typeof screen.use & { defaultBrowserType?: string };
    test.use(use);
    test('a whole circuit played by clicking reaches the results, with a proof that checks out', async ({
      page,
      consoleErrors,
    }) => {
      // Generous: axe runs on every exercise screen, and the two screens' circuits share two busy cores.
      test.setTimeout(420_000);
      await beginCircuit(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Ready Set Go' })).toBeVisible({ timeout: 20_000 });

      // On the phone every answer must be in view without scrolling (docs/decisions.md, the outcome dock and plain words).
      // axe looks at every exercise screen once, after its first answer (the dock shown).
      const checked = new Set<string>();
      // Issue 34 item 2: and no board's latest outcome lies under the dock, on every exercise.
      const visited = await playToEnd(page, {
        outcomeInView: true,
        outcomeClearOfDock: true,
        afterMove: async (path) => {
          if (checked.has(path)) return;
          checked.add(path);
          expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
        },
      });
      // Every exercise route of spec §2, in the circuit's order, then game-end.
      expect(visited).toEqual([...STEPS.map((step) => `/${step.route}`), '/game-end']);

      // game-end's own screen first: the URL changes before its lazy page replaces Karma's, and a Back
      // in between left Karma's board mounted, so nothing was loaded again (a run without tracing).
      await expect(page.getByText('The circuit is complete', { exact: true })).toBeVisible({ timeout: 20_000 });
      // Back from game-end lands on Karma's address, which must not start a circuit the player did not
      // ask for: the end page comes back with the circuit just played.
      const starts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/circuits')
          starts.push(request.url());
      });
      const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/circuits/active');
      await page.goBack();
      await asked;
      await expect(page).toHaveURL(/\/game-end$/);
      await expect(page.getByText('The circuit is complete', { exact: true })).toBeVisible({ timeout: 20_000 });
      expect(starts).toEqual([]);

      // The end-score page computes its exact chance figures in a Web Worker, off the main thread.
      const chanceWorker = page.waitForEvent('worker', {
        predicate: (w) => w.url().includes('chance-figures'),
        timeout: 30_000,
      });
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
      await expect(page.getByText(/A pure guesser averages \d+(\.\d)? \(the white mark\)/)).toBeVisible({
        timeout: 20_000,
      });

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
      // Plain words first (issue 34 item 7); the p-value waits under "What does this mean?".
      await expect(page.getByTestId('world-verdict')).toContainText(
        // "over one circuit" when this run's is the world's only one (a fresh data folder, this spec alone).
        /^The world's average of [\d.]+ over (one|[\d,]+) circuits? is /,
      );
      await expect(page.getByTestId('world-p')).toContainText(/would turn up p = /);

      await page.getByRole('link', { name: 'My score' }).first().click();
      await expect(page.getByTestId('my-verdict')).toContainText('over one circuit');
      // The fixture leaves out the API's 4xx answers, which the app handles (a stored player with no
      // unfinished circuit gets a 404 from GET /api/circuits/active); a page's asset that fails to
      // load (a sound, an image, a chunk) still counts.
      expect(consoleErrors).toEqual([]);
    });
  });
}
