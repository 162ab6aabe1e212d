// Resume (docs/api.md, the resume call): a reload in the middle of an exercise returns to the same exercise and attempt,
// with nothing lost. The player reaches Doors through the public API (quick, and the same moves a
// click would send), passes one wall by clicking, then reloads.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { beginCircuit } from './support/navigate';

interface Snapshot {
  id: string;
  seq: number;
  view: { step: string; route: string; view: { currentWall?: number } | null };
}

/** Simple guessers per step: enough to finish each exercise before Doors, whatever the targets. */
const PLAYS: Record<string, unknown[]> = {
  'ready-set-go': [{ choice: 'left' }, { choice: 'middle' }, { choice: 'right' }],
  family: [{ choice: 'mother' }, { choice: 'father' }, { choice: 'daughter' }, { choice: 'son' }],
  universal: [
    { shape: 'triangle', colour: 'green', number: 0 },
    { shape: 'square', colour: 'red', number: 1 },
  ],
  zener: [{ symbol: 'star' }],
  doubles: [{ action: 'roll' }],
  // Repeats until right, a fresh target each time: the same guess gets there.
  'yin-yang': [{ choice: 'yin' }],
};

async function active(request: APIRequestContext, session: string): Promise<Snapshot> {
  const res = await request.get('/api/circuits/active', { headers: { Authorization: `Bearer ${session}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Snapshot;
}

/** Plays through the API until the circuit's current step is `target`. */
async function playUntil(request: APIRequestContext, session: string, target: string): Promise<Snapshot> {
  let circuit = await active(request, session);
  let step = '';
  let turn = 0;
  for (let guard = 0; circuit.view.step !== target && guard < 200; guard++) {
    if (circuit.view.step !== step) [step, turn] = [circuit.view.step, 0];
    const tries = PLAYS[step] ?? [];
    const move = tries[turn++ % tries.length];
    const res = await request.post(`/api/circuits/${circuit.id}/moves`, {
      headers: { Authorization: `Bearer ${session}` },
      data: { seq: circuit.seq, step, move },
    });
    expect(res.status(), await res.text()).toBe(200);
    circuit = await active(request, session);
  }
  expect(circuit.view.step).toBe(target);
  return circuit;
}

/** What the player can see of the Doors board: the wall in play and every door's state on it. */
async function doorsBoard(page: Page) {
  const prompt = await page.locator('.board__prompt').textContent();
  const map = await page.locator('.doors-map').getAttribute('aria-label');
  const doors = await page
    .locator('.doors-wall button')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  return { prompt, map, doors };
}

test('a reload in the middle of Doors resumes the same wall with nothing lost', async ({ page, request }) => {
  test.setTimeout(90_000);
  await beginCircuit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready Set Go' })).toBeVisible({ timeout: 20_000 });
  // The heading shows at once; the anonymous player is stored when POST /api/players answers.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session_id'))).toBeTruthy();
  // The title shows at once; the cards only once the circuit has started on the server.
  await expect(page.locator('.circuit__stage button').first()).toBeVisible({ timeout: 20_000 });
  const session = await page.evaluate(() => localStorage.getItem('session_id'));

  await playUntil(request, session as string, 'doors');

  await page.reload();
  await expect(page).toHaveURL(/\/game-doors$/, { timeout: 20_000 });
  await expect(page.getByText(/^Wall 1 of 6/)).toBeVisible();

  // Pass the first wall by clicking doors left to right (a locked one keeps the wall in play).
  const wall2 = page.getByText(/^Wall 2 of 6/);
  for (const colour of ['blue', 'green', 'red', 'purple']) {
    await page.getByRole('button', { name: `Open the ${colour} door` }).click();
    // Either the door was the locked one (the wall stays), or it opened and wall 2 follows.
    await expect(wall2.or(page.getByRole('button', { name: `The ${colour} door: locked` }))).toBeVisible();
    if (await wall2.isVisible()) break;
  }
  await expect(page.getByText(/^Wall 2 of 6/)).toBeVisible({ timeout: 5_000 });
  const before = await doorsBoard(page);
  const seqBefore = (await active(request, session as string)).seq;
  await expect(page.locator('.circuit-outcome__message')).not.toBeEmpty();
  const messageBefore = await page.locator('.circuit-outcome__message').textContent();

  await page.reload();
  await expect(page).toHaveURL(/\/game-doors$/);
  await expect(page.getByText(/^Wall 2 of 6/)).toBeVisible({ timeout: 20_000 });
  expect(await doorsBoard(page)).toEqual(before);
  // The answer to the last move is shown again, and the reload itself played nothing.
  await expect(page.locator('.circuit-outcome__message')).toHaveText(messageBefore ?? '');
  expect((await active(request, session as string)).seq).toBe(seqBefore);
  expect(await page.evaluate(() => localStorage.getItem('current_level'))).toBe('/game-doors');

  // And play goes on from there: the next door is sent with the next seq.
  await page
    .getByRole('button', { name: /^Open the / })
    .first()
    .click();
  await expect.poll(async () => (await active(request, session as string)).seq).toBe(seqBefore + 1);
});
