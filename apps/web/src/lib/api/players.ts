import { request } from './http';
import type { PlayerCreated } from './types';

/** POST /api/players: a new anonymous player and its session (no auth needed). */
export function createPlayer(): Promise<PlayerCreated> {
  return request<PlayerCreated>('/api/players', { method: 'POST', body: {}, auth: false });
}
