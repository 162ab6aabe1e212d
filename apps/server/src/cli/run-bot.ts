import { sfc32 } from '@psi/engine';
import { playCircuit } from './play-circuit';
import type { HttpClient } from './http-client';

export interface BotRun {
  circuits: number;
  failures: number;
  meanScore: number | null;
  sdScore: number | null;
  seconds: number;
}

export interface BotRunDetail extends BotRun {
  /** Wall time of every move request, for the load benchmark. */
  moveMs: number[];
  /** Failure reasons, first few, to explain a non-zero count. */
  errors: string[];
}

/**
 * Plays `circuits` verified circuits with `concurrency` players at once. Each player is its own
 * anonymous account (a new circuit replaces a player's unfinished one) with its own guess generator
 * seeded from `seed`, so a run is reproducible apart from the server's secret targets.
 */
export async function runBot(
  http: HttpClient,
  options: { circuits: number; concurrency: number; seed: number },
): Promise<BotRunDetail> {
  const t0 = performance.now();
  const scores: number[] = [];
  const moveMs: number[] = [];
  const errors: string[] = [];
  let started = 0;
  let failures = 0;

  const worker = async (index: number): Promise<void> => {
    const rng = sfc32(options.seed * 1_000_003 + index);
    let token: string | null = null;
    while (started < options.circuits) {
      started++;
      try {
        token ??= await newPlayer(http);
        const played = await playCircuit(http, token, rng.int);
        scores.push(played.mainScore);
        for (const ms of played.moveMs) moveMs.push(ms);
      } catch (error) {
        failures++;
        token = null; // a fresh player next time, in case the session was the problem
        if (errors.length < 10) errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, options.circuits));
  await Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));

  const n = scores.length;
  const mean = n > 0 ? scores.reduce((a, b) => a + b, 0) / n : null;
  const sd = n > 1 && mean !== null ? Math.sqrt(scores.reduce((a, s) => a + (s - mean) ** 2, 0) / (n - 1)) : null;
  return {
    circuits: n + failures,
    failures,
    meanScore: mean,
    sdScore: sd,
    seconds: Math.round((performance.now() - t0) / 10) / 100,
    moveMs,
    errors,
  };
}

async function newPlayer(http: HttpClient): Promise<string> {
  const answer = await http('POST', '/api/players', { body: {} });
  const body = answer.body as { session_id?: unknown } | null;
  if (answer.status !== 201 || typeof body?.session_id !== 'string') {
    throw new Error(`new player: HTTP ${answer.status}`);
  }
  return body.session_id;
}
