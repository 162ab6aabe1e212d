// Load that plays verified circuits: every connection takes a fresh circuit (created before the timed
// window), sends the move a random player would make next, and reads the answer's view for the one after.
import { randomCircuitMove, type CircuitView } from '@psi/engine';
import type { Request } from 'autocannon';

interface Circuit {
  id: string;
  token: string;
  seq: number;
  view: CircuitView;
  done: boolean;
}

async function post(url: string, path: string, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** `count` new players, each with a started circuit, created `parallel` at a time. */
export async function prepareCircuits(url: string, count: number, parallel = 10): Promise<Circuit[]> {
  const circuits: Circuit[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const player = await post(url, '/api/players');
      const token = player.session_id as string;
      const started = await post(url, '/api/circuits', token);
      circuits.push({ id: started.id as string, token, seq: 0, view: started.view as CircuitView, done: false });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return circuits;
}

/**
 * autocannon's request list for moves over `connections` circuits in play at once. autocannon resets a
 * connection's context after every request of a one-request list, so the circuits not in flight wait
 * in `ready`: a request takes one, its answer puts it back (or, once over, a fresh prepared one).
 * `stats.exhausted` counts moves sent after the prepared circuits ran out (they repeat a stale seq,
 * are refused, and never count as successes).
 */
export function moveRequests(circuits: Circuit[], connections: number, stats = { exhausted: 0 }): Request[] {
  let seed = 12345;
  const random = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const ready = circuits.splice(0, connections);
  return [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const c = ready.pop();
        if (!c) throw new Error('more requests in flight than circuits in play');
        context.circuit = c;
        if (c.done) stats.exhausted++;
        const { step, move } = c.view.over ? { step: 'ready-set-go', move: {} } : randomCircuitMove(c.view, random);
        return {
          ...request,
          path: `/api/circuits/${c.id}/moves`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
          body: JSON.stringify({ seq: c.seq, step, move }),
        };
      },
      onResponse: (status, body, context) => {
        const c = context.circuit as Circuit;
        if (status === 200) {
          const answer = JSON.parse(body) as { seq: number; view: CircuitView };
          c.seq = answer.seq;
          c.view = answer.view;
          c.done = answer.view.over;
        } else {
          c.done = true;
        }
        ready.push(c.done ? (circuits.pop() ?? c) : c);
      },
    },
  ];
}

/** autocannon's request list for a new player then a new circuit of that player: one pair per two requests. */
export function pairRequests(): Request[] {
  return [
    {
      method: 'POST',
      path: '/api/players',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      onResponse: (status, body, context) => {
        if (status === 201) context.token = (JSON.parse(body) as { session_id: string }).session_id;
      },
    },
    {
      method: 'POST',
      path: '/api/circuits',
      body: '{}',
      setupRequest: (request, context) => ({
        ...request,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${String(context.token)}` },
      }),
    },
  ];
}
