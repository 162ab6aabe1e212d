// The hall of fame's calls (docs/api.md): the public list, and the player's own opt-in.
import { request } from './http';
import type { HallOfFame, HallOfFamePeriod, HallOfFameSetting } from './types';

export type { HallOfFame, HallOfFamePeriod, HallOfFameRow, HallOfFameSetting } from './types';

export function hallOfFame(period: HallOfFamePeriod): Promise<HallOfFame> {
  return request<HallOfFame>(`/api/hall-of-fame?period=${period}`, { auth: false });
}

export function hallOfFameSetting(): Promise<HallOfFameSetting> {
  return request<HallOfFameSetting>('/api/account/hall-of-fame');
}

export function saveHallOfFameSetting(setting: { optIn: boolean; displayName: string }): Promise<HallOfFameSetting> {
  return request<HallOfFameSetting>('/api/account/hall-of-fame', { method: 'PUT', body: setting });
}
