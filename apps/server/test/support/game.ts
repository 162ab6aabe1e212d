import type { FastifyInstance } from 'fastify';
import { randomCircuitMove, sfc32, type CircuitView, type ExerciseView, type Outcome, type StepId } from '@psi/engine';
import type { HttpClient } from '../../src/cli/http-client';

export interface TestPlayer {
  userid: string;
  cuid: string;
  session_id: string;
  headers: { authorization: string };
}

export async function newPlayer(app: FastifyInstance): Promise<TestPlayer> {
  const response = await app.inject({ method: 'POST', url: '/api/players', payload: {} });
  if (response.statusCode !== 201) throw new Error(`new player: ${response.statusCode} ${response.body}`);
  const body = response.json() as Omit<TestPlayer, 'headers'>;
  return { ...body, headers: { authorization: `Bearer ${body.session_id}` } };
}

/** The bot's HTTP door over fastify.inject: the same requests, without sockets. */
export function injectClient(app: FastifyInstance): HttpClient {
  return async (method, url, options = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(method === 'POST' ? { payload: (options.body ?? {}) as object } : {}),
    });
    return { status: response.statusCode, body: response.body === '' ? null : response.json() };
  };
}

export interface Started {
  id: string;
  commitment: string;
  seq: number;
  view: CircuitView;
}

export interface Played {
  step: StepId;
  move: unknown;
  outcome: Outcome;
  seq: number;
  view: CircuitView;
  /** The finished step's final view, when this move finished a step. */
  finished?: ExerciseView;
}

/** The move's answer as the server sent it: `finished` only when the move finished a step. */
export function answerOf({ seq, outcome, view, finished }: Played) {
  return finished ? { seq, outcome, view, finished } : { seq, outcome, view };
}

export async function startCircuit(app: FastifyInstance, player: TestPlayer): Promise<Started> {
  const response = await app.inject({ method: 'POST', url: '/api/circuits', headers: player.headers, payload: {} });
  if (response.statusCode !== 201) throw new Error(`start: ${response.statusCode} ${response.body}`);
  return response.json() as Started;
}

export function postMove(app: FastifyInstance, player: TestPlayer, id: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/circuits/${id}/moves`,
    headers: player.headers,
    payload: payload as object,
  });
}

/** Plays random guesses from `view` to the end of the circuit, or for `limit` moves. */
export async function playRandom(
  app: FastifyInstance,
  player: TestPlayer,
  circuit: { id: string; seq: number; view: CircuitView },
  options: { seed?: number; limit?: number; onAnswer?: (body: string) => void | Promise<void> } = {},
): Promise<{ seq: number; view: CircuitView; record: Played[] }> {
  const rng = sfc32(options.seed ?? 1);
  let { seq, view } = circuit;
  const record: Played[] = [];
  while (!view.over && record.length < (options.limit ?? Infinity)) {
    const { step, move } = randomCircuitMove(view, rng.int);
    const response = await postMove(app, player, circuit.id, { seq, step, move });
    if (response.statusCode !== 200) throw new Error(`move ${seq}: ${response.statusCode} ${response.body}`);
    await options.onAnswer?.(response.body);
    const body = response.json() as { seq: number; outcome: Outcome; view: CircuitView; finished?: ExerciseView };
    record.push({ step, move, outcome: body.outcome, seq: body.seq, view: body.view, finished: body.finished });
    ({ seq, view } = body);
  }
  return { seq, view, record };
}
