// 1 Ready Set Go (spec §4): three face-down cards, one is "Go!"; pick until found. Score 1, 2 or 3.
import { READY_SET_GO_CARDS } from '../../content';
import { pickUntilFound } from '../families/pick-until-found';

export const readySetGo = pickUntilFound({
  id: 'ready-set-go',
  name: 'Ready Set Go',
  noun: 'card',
  options: READY_SET_GO_CARDS,
});
