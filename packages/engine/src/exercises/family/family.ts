// 2 Family (spec §4): four members, one point per pick, 1 to 4, par 2.5.
import { FAMILY_MEMBERS } from '../../content';
import { pickUntilFound } from '../families/pick-until-found';

export const family = pickUntilFound({ id: 'family', name: 'Family', noun: 'family member', options: FAMILY_MEMBERS });
