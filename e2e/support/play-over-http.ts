import type { APIRequestContext, Page } from '@playwright/test';
import { randomCircuitMove, type CircuitView } from '@psi/engine';
import { expect } from './fixtures';

export interface AnonymousPlayer {
  userid: string;
  cuid: string;
  session_id: string;
}

/**
 * A new verified circuit for the session `token`, played by the engine's random guesser over HTTP
 * (seeded) until `until` holds for its view; its id and that view.
 */
export async function playRandomCircuitUntil(
  request: APIRequestContext,
  token: string,
  seed: number,
  until: (view: CircuitView) => boolean,
): Promise<{ id: string; view: CircuitView }> {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post('/api/circuits', { data: {}, headers });
  expect(started.status()).toBe(201);
  const body = (await started.json()) as { id: string; view: CircuitView };
  let view = body.view;
  let draws = seed;
  const random = (n: number) => (draws = (draws * 1103515245 + 12345) % 2147483648) % n;
  for (let seq = 0; !until(view); seq++) {
    expect(seq, 'a random circuit ends within 2000 moves').toBeLessThan(2000);
    const res = await request.post(`/api/circuits/${body.id}/moves`, {
      data: { seq, ...randomCircuitMove(view, random) },
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
    ({ view } = (await res.json()) as { view: CircuitView });
  }
  return { id: body.id, view };
}

/** One verified circuit for the session `token`, started and finished by the engine's random guesser over HTTP; its id. */
export async function playRandomCircuit(request: APIRequestContext, token: string, seed: number): Promise<string> {
  return (await playRandomCircuitUntil(request, token, seed, (view) => view.over)).id;
}

/** A new anonymous player and one finished verified circuit, played by the engine's random guesser over HTTP. */
export async function anonymousPlayerWithCircuit(
  request: APIRequestContext,
  seed = 4242,
): Promise<{ player: AnonymousPlayer; id: string }> {
  const player = (await (await request.post('/api/players', { data: {} })).json()) as AnonymousPlayer;
  return { player, id: await playRandomCircuit(request, player.session_id, seed) };
}

/** The page starts as this anonymous player: the spec §3 keys in localStorage before any script runs. */
export async function playAs(page: Page, player: AnonymousPlayer): Promise<void> {
  await page.addInitScript((p) => {
    localStorage.setItem('userid', p.userid);
    localStorage.setItem('cuid', p.cuid);
    localStorage.setItem('session_id', p.session_id);
  }, player);
}

/**
 * Plays the session's active circuit (the one its page started) with the engine's random guesser over HTTP
 * until `reached` holds: a quick way to a later exercise where a spec does not test the clicks before it.
 */
export async function playActiveUntil(
  request: APIRequestContext,
  session: string,
  reached: (view: CircuitView) => boolean,
  seed = 34,
): Promise<void> {
  const headers = { Authorization: `Bearer ${session}` };
  const active = async () =>
    (await (await request.get('/api/circuits/active', { headers })).json()) as {
      id: string;
      seq: number;
      view: CircuitView;
    };
  let circuit = await active();
  let draws = seed;
  const random = (n: number) => (draws = (draws * 1103515245 + 12345) % 2147483648) % n;
  for (let guard = 0; !reached(circuit.view); guard++) {
    expect(guard, 'reaches the exercise within 2000 moves').toBeLessThan(2000);
    const res = await request.post(`/api/circuits/${circuit.id}/moves`, {
      headers,
      data: { seq: circuit.seq, ...randomCircuitMove(circuit.view, random) },
    });
    expect(res.status(), await res.text()).toBe(200);
    circuit = await active();
  }
}
