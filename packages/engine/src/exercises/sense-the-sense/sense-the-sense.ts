// 12 Sense the Sense (spec §4): six senses, one point per pick, 1 to 6.
import { SENSES } from '../../content';
import { pickUntilFound } from '../families/pick-until-found';

export const senseTheSense = pickUntilFound({
  id: 'sense-the-sense',
  name: 'Sense the Sense',
  noun: 'sense',
  options: SENSES,
});
