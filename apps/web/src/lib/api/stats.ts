import { request } from './http';
import type { MyStats, WorldStats } from './types';

export function worldStats(): Promise<WorldStats> {
  return request<WorldStats>('/api/stats/world', { auth: false });
}

export function myStats(): Promise<MyStats> {
  return request<MyStats>('/api/stats/me');
}
