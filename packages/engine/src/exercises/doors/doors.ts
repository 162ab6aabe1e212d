// 6 Doors (spec §4): 6 walls of 4 doors (blue, green, red, purple), one locked per wall. Score 1 + locked hits, max 7.
import { DOOR_COLOURS, DOOR_WALLS } from '../../content';
import type { DoorsView } from '../../types';
import { wallsOfDoors } from '../families/walls';

export const doors = wallsOfDoors<'doors', DoorsView>(
  { id: 'doors', name: 'Doors', noun: 'door', sizes: DOOR_WALLS },
  { colours: DOOR_COLOURS },
);
