// docs/feedback.md and docs/purchases.md: with FREE_CIRCUITS=1 (the second e2e server), finish a circuit, buy a pass in
// the sandbox, and play again. The circuit is played through the API (the same moves a click
// sends; circuit-full.spec.ts clicks a whole one), then the player goes on in the browser.
import type { APIRequestContext } from '@playwright/test';
import { randomCircuitMove } from '@psi/engine';
import { expect, test } from './support/fixtures';
import { GATED_URL } from './support/servers';

test.use({ baseURL: GATED_URL });

async function finishCircuit(request: APIRequestContext, session: string): Promise<void> {
  const headers = { Authorization: `Bearer ${session}` };
  // The exercise's heading shows while the page is still starting the circuit ("Preparing your
  // exercise…"), so wait for the server to have it.
  const activeCircuit = () => request.get(`${GATED_URL}/api/circuits/active`, { headers });
  await expect.poll(async () => (await activeCircuit()).status(), { timeout: 20_000 }).toBe(200);
  const active = await activeCircuit();
  let circuit = (await active.json()) as { id: string; seq: number; view: Parameters<typeof randomCircuitMove>[0] };
  let seed = 7;
  const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  while (!circuit.view.over) {
    const { step, move } = randomCircuitMove(circuit.view, rand);
    const res = await request.post(`${GATED_URL}/api/circuits/${circuit.id}/moves`, {
      headers,
      data: { seq: circuit.seq, step, move },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { seq: number; view: typeof circuit.view };
    circuit = { ...circuit, seq: body.seq, view: body.view };
  }
}

test('with FREE_CIRCUITS=1: finish the free circuit, buy a pass in the sandbox, play again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Begin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ready Set Go' })).toBeVisible({ timeout: 20_000 });
  // The page creates the player's session while it shows the heading, so wait for it to be stored.
  let session = '';
  await expect
    .poll(async () => (session = (await page.evaluate(() => localStorage.getItem('session_id'))) ?? ''), {
      timeout: 20_000,
    })
    .not.toBe('');
  await finishCircuit(request, session);

  // The resume call reports the entitlement.
  const resume = await request.post(`${GATED_URL}/backend/psychic_backend.php?last_level_web`, {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({
      logged_u: '',
      uid: await page.evaluate(() => localStorage.getItem('userid')),
      players: session,
      rand: '1',
    }),
  });
  expect(await resume.json()).toMatchObject({
    already_plyed: 1,
    play_again_data: { circuit_id: null, free_circuits: 1, circuits_left: 0, pass_needed: 1 },
  });

  // Opening the app again to play: the server refuses a second circuit, and the app takes the
  // player to the buy page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/buy-page$/, { timeout: 20_000 });
  await expect(page.getByRole('note').filter({ hasText: 'You have played your 1 free circuit' })).toBeVisible();

  await page.getByRole('button', { name: /^Buy the Play Again pass for / }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\?order=/);
  await expect(page.getByText('TEST CHECKOUT · SANDBOX · NO MONEY MOVES')).toBeVisible();
  await page.getByRole('button', { name: /^Pay .* \(test, no charge\)$/ }).click();

  await expect(page).toHaveURL(/\/buy-page\?order=.*&status=success$/);
  await expect(page.getByRole('heading', { name: 'Thank you: your Play Again pass is active' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'You have 10 circuits left to start' })).toBeVisible();
  await page.getByRole('link', { name: 'Play again' }).click();
  await expect(page).toHaveURL(/\/game-ready-set-go$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready Set Go' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Pick the/ })
    .first()
    .click();
  await expect(page.locator('.circuit-outcome__message')).not.toBeEmpty();
  const left = await request.get(`${GATED_URL}/api/entitlement`, { headers: { Authorization: `Bearer ${session}` } });
  expect(await left.json()).toMatchObject({ started: 2, purchased: 10, circuitsLeft: 9 });
});
