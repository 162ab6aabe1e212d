// 7 Elements (spec §4): five elements, one point per pick, 1 to 5.
import { ELEMENTS } from '../../content';
import { pickUntilFound } from '../families/pick-until-found';

export const elements = pickUntilFound({ id: 'elements', name: 'Elements', noun: 'element', options: ELEMENTS });
