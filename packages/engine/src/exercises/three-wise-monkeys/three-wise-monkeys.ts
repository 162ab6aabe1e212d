// 13 Three Wise Monkeys (spec §4): retry until correct, one point per attempt; the deck is reshuffled.
import { MONKEYS } from '../../content';
import { retryUntilRight } from '../families/retry';

export const threeWiseMonkeys = retryUntilRight({
  id: 'three-wise-monkeys',
  name: 'Three Wise Monkeys',
  noun: 'monkey',
  options: MONKEYS,
});
