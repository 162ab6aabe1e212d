import { randomInt } from 'node:crypto';
import { randomCircuitMove } from '@psi/engine';
import type { AppContext } from '../app-context';
import { startVerifiedCircuit } from '../circuits/circuit-store';
import { playMove } from '../circuits/play-move';
import { ApiError } from '../http/api-error';
import { CONTROL_PLAYER_ID, ensureControlPlayer } from './control-player';

/** A uniform draw in [0, n) from node:crypto: the guesser must know nothing of the targets. */
const cryptoDraw = (n: number): number => randomInt(n);

/**
 * Plays one control circuit with the engine's uniform random guesser through the functions the
 * players' routes call (start, each move, the last move's finish), so it gets the same seed,
 * commitment and log leaves, marked as a control. Returns the circuit's id.
 */
export async function playControlCircuit(ctx: AppContext, draw: (n: number) => number = cryptoDraw): Promise<string> {
  await ensureControlPlayer(ctx.db, ctx.now());
  const started = await startVerifiedCircuit(ctx, CONTROL_PLAYER_ID, undefined, { control: true });
  if (started instanceof ApiError) throw new Error(`control circuit refused at start: ${started.message}`);
  let { view, seq } = started;
  while (!view.over) {
    const { step, move } = randomCircuitMove(view, draw);
    const answer = await playMove(ctx, CONTROL_PLAYER_ID, started.id, { seq, step, move });
    if (answer instanceof ApiError) throw new Error(`control circuit ${started.id} refused a move: ${answer.message}`);
    ({ view, seq } = answer);
  }
  return started.id;
}
