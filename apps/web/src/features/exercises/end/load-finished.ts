// Which circuit the game-end page sums up: the one just finished (kept in memory by the frame), else
// after a reload the player's last finished one (GET /api/stats/me, recent[0]) read back in full.
import type { CircuitView } from '@psi/engine';
import { activeCircuit, getCircuit } from '../../../lib/api/circuits';
import { ApiError } from '../../../lib/api/http';
import { myStats } from '../../../lib/api/stats';
import { storage } from '../../../lib/storage';
import { cachedCircuit } from '../../circuit/circuit-store';

export type EndData =
  | { kind: 'finished'; id: string; view: CircuitView }
  /** The player has a circuit in progress: the summary waits for it. */
  | { kind: 'in-progress'; route: string }
  | { kind: 'none' };

export async function loadFinished(): Promise<EndData> {
  const cached = cachedCircuit();
  if (cached?.view.over) return { kind: 'finished', id: cached.id, view: cached.view };
  // Without a session there is nothing to show, and a call would raise the 'Session timeout.' alert.
  if (!storage.get('session_id')) return { kind: 'none' };
  try {
    const active = await activeCircuit();
    if (!active.view.over) return { kind: 'in-progress', route: active.view.route };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
  }
  const last = (await myStats()).recent[0];
  if (!last) return { kind: 'none' };
  const snapshot = await getCircuit(last.id);
  return snapshot.view.over ? { kind: 'finished', id: snapshot.id, view: snapshot.view } : { kind: 'none' };
}
