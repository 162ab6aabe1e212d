// Issue 34 item 6, phone ergonomics: on a 360x640 phone every button of a page is at least 24x24 CSS px
// (WCAG 2.2 AA, target size) and every primary one at least 44x44. Links inside sentences are exempt, as WCAG has it.
// Karma's numbers (a zoomed row picker) and Gateway's gates at eight to a wall are the game's own targets: 44x44.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';
import { playActiveUntil } from './support/play-over-http';
import { useSharedPage } from './support/shared-page';
import { ACCOUNT_ROUTES, INFO_ROUTES } from './support/spec-routes';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

/**
 * Every visible control under `scope` smaller than it must be: `need` px, else 44 for a primary, 24 for the rest.
 * With `need` (a board's own targets), a disabled one is skipped: a discarded Karma number shrinks back into the
 * night on purpose, and it is no longer a target.
 */
function smallTargets(page: Page, scope: string, need?: number): Promise<string[]> {
  return page.evaluate(
    ([root, min]) => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(
        `${root} button, ${root} a.btn, ${root} [role="button"], ${root} summary`,
      )) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (min !== null && el.matches(':disabled')) continue;
        const want = min ?? (el.classList.contains('btn--primary') ? 44 : 24);
        if (r.width < want - 0.5 || r.height < want - 0.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          out.push(`${Math.round(r.width)}x${Math.round(r.height)} < ${want}: "${name}"`);
        }
      }
      return out;
    },
    [scope, need ?? null] as const,
  );
}

test.describe('every page', () => {
  // One phone page for these checks, each page reached in the app as a player would (support/shared-page.ts).
  const shared = useSharedPage({ context: { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true } });

  for (const route of [...INFO_ROUTES, ...ACCOUNT_ROUTES]) {
    test(`/${route}: every button is at least 24x24 px and every primary one 44x44 on a phone`, async () => {
      await shared.open(`/${route}`);
      // Pages that fetch show a status line first; their buttons come with the answer.
      await shared.networkQuiet();
      expect(await smallTargets(shared.page(), 'body')).toEqual([]);
    });
  }
});

test("Gateway's eight gates and Karma's numbers are at least 44x44 on a 360x640 phone", async ({ page, request }) => {
  test.setTimeout(180_000);
  await beginCircuit(page);
  await expect(page.locator('.circuit__stage button').first()).toBeVisible({ timeout: 20_000 });
  const session = (await page.evaluate(() => localStorage.getItem('session_id'))) as string;

  // Gateway's seventh wall holds eight gates, the most of any wall.
  await playActiveUntil(
    request,
    session,
    (v) => v.step === 'gateway' && v.view?.step === 'gateway' && v.view.currentWall === 6,
  );
  await page.reload();
  await expect(page).toHaveURL(/\/game-gateway$/, { timeout: 20_000 });
  await expect(page.locator('.gw-gate')).toHaveCount(8, { timeout: 20_000 });
  expect(await smallTargets(page, '.circuit__stage', 44)).toEqual([]);

  await playActiveUntil(request, session, (v) => v.step === 'karma');
  await page.reload();
  await expect(page).toHaveURL(/\/game-karma$/, { timeout: 20_000 });
  await expect(page.locator('.karma-row .karma-cell')).toHaveCount(10, { timeout: 20_000 });
  await expect(page.locator('.karma-grid')).toBeHidden();
  expect(await smallTargets(page, '.circuit__stage', 44)).toEqual([]);

  // One-handed play: open a row, then pick from it; the pick is answered and listed.
  await page.getByRole('button', { name: 'Show numbers 81–90' }).click();
  await page.getByRole('button', { name: 'Number 85' }).click();
  await expect(page.getByRole('list', { name: 'Your picks' })).toContainText('85');
  expect(await smallTargets(page, '.circuit__stage', 44)).toEqual([]);
});
