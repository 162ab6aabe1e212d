// Issue 34 item 6, phone ergonomics: on a 360x640 phone every button of a page is at least 24x24 CSS px
// (WCAG 2.2 AA, target size) and every primary one at least 44x44. Links inside sentences are exempt, as WCAG has it.
import { expect, test } from './support/fixtures';
import { ACCOUNT_ROUTES, INFO_ROUTES } from './support/spec-routes';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

for (const route of [...INFO_ROUTES, ...ACCOUNT_ROUTES]) {
  test(`/${route}: every button is at least 24x24 px and every primary one 44x44 on a phone`, async ({ page }) => {
    await page.goto(`/${route}`);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
    // Pages that fetch show a status line first; their buttons come with the answer.
    await page.waitForLoadState('networkidle');
    const small = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('button, a.btn, [role="button"], summary')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const need = el.classList.contains('btn--primary') ? 44 : 24;
        if (r.width < need - 0.5 || r.height < need - 0.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          out.push(`${Math.round(r.width)}x${Math.round(r.height)} < ${need}: "${name}"`);
        }
      }
      return out;
    });
    expect(small).toEqual([]);
  });
}
