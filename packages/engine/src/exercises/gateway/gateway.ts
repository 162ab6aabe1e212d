// 11 Gateway (spec §4): 7 walls of 5, 5, 5, 6, 7, 7 and 8 gates (docs/rules.md), one locked per wall. Max 8.
import { GATEWAY_WALLS } from '../../content';
import type { GatewayView } from '../../types';
import { wallsOfDoors } from '../families/walls';

export const gateway = wallsOfDoors<'gateway', GatewayView>(
  { id: 'gateway', name: 'Gateway', noun: 'gate', sizes: GATEWAY_WALLS },
  {},
);
