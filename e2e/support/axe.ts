import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    // Let fades and turns end first: half-way through the outcome's 0.25 s fade-in, axe measured the
    // text's contrast at partial opacity and failed it (circuit-full, once the run got faster).
    // Endless animations (a spinner, the eye's slow turn) are left running.
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
