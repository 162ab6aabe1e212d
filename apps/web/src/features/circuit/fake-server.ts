// Tests only: a stand-in for apps/server built on the real engine, answering the HTTP contract
// (docs/api.md) in memory, so frame tests exercise real views, seqs and outcomes.
import { applyMove, circuitView, startCircuit, type CircuitState, type Outcome } from '@psi/engine';

export interface FakeServer {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  requests: { method: string; url: string; body: unknown; auth: string | null }[];
  /** Makes the next n requests fail as if the network were down. */
  dropNext(n: number): void;
  state(): CircuitState | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeServer(seedByte = 3): FakeServer {
  const seed = new Uint8Array(32).fill(seedByte);
  let state: CircuitState | null = null;
  let seq = 0;
  let lastOutcome: Outcome | null = null;
  let drop = 0;
  const answers = new Map<number, unknown>();
  const requests: FakeServer['requests'] = [];

  const snapshot = () => ({ id: 'c1', commitment: 'ab', seq, view: circuitView(state as CircuitState), lastOutcome });

  async function handle(url: string, init: RequestInit): Promise<Response> {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const auth = (init.headers as Record<string, string> | undefined)?.Authorization ?? null;
    requests.push({ method, url, body, auth });
    if (drop > 0) {
      drop -= 1;
      throw new TypeError('Failed to fetch');
    }
    if (method === 'POST' && url === '/api/players')
      return json(201, { userid: 'u1', cuid: 'cu1', session_id: 's1', expiresInSeconds: 3600 });
    if (auth !== 'Bearer s1')
      return json(401, { error: 'session_error', session_error: 1, message: 'Session timeout.' });
    if (method === 'GET' && url === '/api/circuits/active')
      return state ? json(200, snapshot()) : json(404, { error: 'not_found', message: 'No active circuit.' });
    if (method === 'GET' && url === '/api/circuits/c1') return json(200, snapshot());
    if (method === 'POST' && url === '/api/circuits') {
      state = startCircuit(seed);
      return json(201, { id: 'c1', commitment: 'ab', seq: 0, view: circuitView(state) });
    }
    if (method === 'POST' && url === '/api/circuits/c1/moves' && body && state) {
      const at = Number(body.seq);
      if (at < seq && answers.has(at)) return json(200, answers.get(at));
      if (at !== seq) return json(409, { error: 'out_of_order', message: 'Out of order.' });
      const result = applyMove(seed, state, { step: body.step as never, move: body.move });
      if (!result.ok) return json(400, { error: result.code, message: result.message });
      state = result.state;
      seq += 1;
      lastOutcome = result.outcome;
      const { outcome, view, finished } = result;
      const answer = finished ? { seq, outcome, view, finished } : { seq, outcome, view };
      answers.set(at, answer);
      return json(200, answer);
    }
    return json(404, { error: 'not_found', message: `No route ${method} ${url}` });
  }

  return { fetch: handle, requests, dropNext: (n) => void (drop = n), state: () => state };
}
