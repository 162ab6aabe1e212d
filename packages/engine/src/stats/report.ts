// The research report of `npm run chance`: every scored exercise's exact distribution and the total.
import { GOOD_OUTCOME } from '../constants';
import { STEPS } from '../circuit/steps';
import type { Distribution } from '../types';
import { chanceMean, exerciseDistribution, mainScoreDistribution } from './distributions';
import { CHANCE, pGoodOutcome } from './tests';

export interface ChanceReport {
  mean: number;
  sd: number;
  goodOutcome: number;
  pGoodOutcome: number;
  exercises: { id: string; name: string; mean: number; distribution: Distribution }[];
  total: Distribution;
}

export function chanceReport(): ChanceReport {
  return {
    mean: CHANCE.mean,
    sd: CHANCE.sd,
    goodOutcome: GOOD_OUTCOME,
    pGoodOutcome: pGoodOutcome(),
    exercises: STEPS.filter((s) => s.scored).map((s) => ({
      id: s.id,
      name: s.name,
      mean: chanceMean(s.id),
      distribution: exerciseDistribution(s.id),
    })),
    total: mainScoreDistribution(),
  };
}
