// Which circuit the results pages show: `?circuit=<id>`, else the player's last finished one
// (GET /api/stats/me, recent[0]). Without a stored session there is none, and no call is made
// (a call without a session would raise the 'Session timeout.' alert for a first-time visitor).
import { myStats } from '../../../lib/api/stats';
import { storage } from '../../../lib/storage';

export function circuitFromQuery(search: string): string | null {
  const id = new URLSearchParams(search).get('circuit');
  return id && id.trim() ? id.trim() : null;
}

export async function findFinishedCircuit(search: string): Promise<string | null> {
  const fromQuery = circuitFromQuery(search);
  if (fromQuery) return fromQuery;
  if (!storage.get('session_id')) return null;
  const me = await myStats();
  return me.recent[0]?.id ?? null;
}
