// docs/statistics.md: the results pages say in plain words how abandoned circuits count (intention to treat),
// and count them. A player finishes one circuit and abandons another by starting a third.
import type { APIRequestContext } from '@playwright/test';
import { randomCircuitMove, type CircuitView } from '@psi/engine';
import { expect, test } from './support/fixtures';
import { playAs, type AnonymousPlayer } from './support/play-over-http';

async function play(request: APIRequestContext, headers: Record<string, string>, moves: number): Promise<string> {
  const started = await request.post('/api/circuits', { data: {}, headers });
  const { id } = (await started.json()) as { id: string };
  let { view } = (await started.json()) as { view: CircuitView };
  let draws = 99;
  const random = (n: number) => (draws = (draws * 1103515245 + 12345) % 2147483648) % n;
  for (let seq = 0; !view.over && seq < moves; seq++) {
    const res = await request.post(`/api/circuits/${id}/moves`, {
      data: { seq, ...randomCircuitMove(view, random) },
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
    ({ view } = (await res.json()) as { view: CircuitView });
  }
  return id;
}

test('my score and the world experiment count an abandoned circuit and say how', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const player = (await (await request.post('/api/players', { data: {} })).json()) as AnonymousPlayer;
  const headers = { Authorization: `Bearer ${player.session_id}` };
  await play(request, headers, Infinity);
  await play(request, headers, 5);
  await play(request, headers, 0); // starting this one abandons the one before
  await playAs(page, player);

  for (const [width, height] of [
    [390, 844],
    [1366, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/my-score');
    await expect(page.getByTestId('my-verdict')).toContainText('over 2 circuits');
    await expect(page.getByText('+ 1 unfinished')).toBeVisible();
    await expect(page.getByTestId('my-abandoned')).toHaveText(
      /^Every circuit you start counts\. .* 1 of your circuits was left unfinished and counts this way\.$/,
    );
    await page.screenshot({ path: `/tmp/hardening-shots/my-score-abandoned-${width}.png`, fullPage: true });

    await page.goto('/world-psychic-experiment');
    await expect(page.getByTestId('world-abandoned')).toContainText(
      'Every verified circuit started counts, finished or not',
    );
    await page.screenshot({ path: `/tmp/hardening-shots/world-abandoned-${width}.png`, fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
