// The photographs of `npm run screenshots` (playwright.config.ts beside this file): a circuit played by the
// e2e suite's generic player, photographed at each exercise's start, after its first move (mid) and once it is
// over (revealed), then every other page. Files: screenshots/<width>x<height>/<nn>-<route>-<moment>.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { playToEnd } from '../../e2e/support/play-circuit';
import { ACCOUNT_ROUTES, INFO_ROUTES, RESULTS_ROUTES } from '../../e2e/support/spec-routes';

const OUT = join(import.meta.dirname, '..', '..', 'screenshots');
const SCREENS = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
];

for (const viewport of SCREENS) {
  test(`every page and exercise at ${viewport.width}x${viewport.height}`, async ({ browser }) => {
    const dir = join(OUT, `${viewport.width}x${viewport.height}`);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    // No splash, no devtools guard (the same test hooks as the e2e suite).
    await context.addInitScript(() => {
      (window as unknown as { __PSI_TEST__: object }).__PSI_TEST__ = { splashMs: 0, guard: false };
    });
    const page = await context.newPage();
    let n = 0;
    const shot = async (name: string) => {
      n += 1;
      await page.screenshot({ path: join(dir, `${String(n).padStart(2, '0')}-${name}.png`) });
    };

    await page.goto('/');
    await page.getByRole('link', { name: 'Begin', exact: true }).waitFor();
    await shot('game-begins');
    await page.getByRole('link', { name: 'Begin', exact: true }).click();
    await playCircuitPhotographed(page, shot);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('game-end');

    for (const route of [...RESULTS_ROUTES, ...INFO_ROUTES.filter((r) => r !== 'game-begins'), ...ACCOUNT_ROUTES]) {
      await page.goto(`/${route}`);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await shot(route);
      await page.screenshot({ path: join(dir, 'full', `${route}.png`), fullPage: true });
    }
    await context.close();
  });
}

/** Plays the circuit, photographing each exercise as it opens, after its first move and when it is over. */
async function playCircuitPhotographed(page: Page, shot: (name: string) => Promise<void>): Promise<void> {
  const moves = new Map<string, number>();
  await playToEnd(page, {
    onEnter: (path) => shot(`${path.slice(1)}-start`),
    afterMove: async (path) => {
      const step = path.slice(1);
      const count = (moves.get(step) ?? 0) + 1;
      moves.set(step, count);
      const over = await page.getByRole('button', { name: 'Continue' }).isVisible();
      if (over) await shot(`${step}-revealed`);
      else if (count === 1) await shot(`${step}-mid`);
    },
  });
}
