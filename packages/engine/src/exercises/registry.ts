// Every step's definition by id, in one table the circuit and the statistics share.
import type { StepId } from '../types';
import type { AnyExerciseDef } from './definition';
import { cropCircles } from './crop-circles/crop-circles';
import { doors } from './doors/doors';
import { doubles } from './doubles/doubles';
import { duality } from './duality/duality';
import { elements } from './elements/elements';
import { family } from './family/family';
import { gateway } from './gateway/gateway';
import { inTheGarden } from './in-the-garden/in-the-garden';
import { karma } from './karma/karma';
import { mantra } from './mantra/mantra';
import { readySetGo } from './ready-set-go/ready-set-go';
import { senseTheSense } from './sense-the-sense/sense-the-sense';
import { threeWiseMonkeys } from './three-wise-monkeys/three-wise-monkeys';
import { universal } from './universal/universal';
import { yinYang } from './yin-yang/yin-yang';
import { zenerReveal } from './zener-reveal/zener-reveal';
import { zener } from './zener/zener';

export const EXERCISES: Readonly<Record<StepId, AnyExerciseDef>> = {
  'ready-set-go': readySetGo,
  family,
  universal,
  zener,
  doubles,
  'yin-yang': yinYang,
  doors,
  elements,
  duality,
  'crop-circles': cropCircles,
  'zener-reveal': zenerReveal,
  gateway,
  'sense-the-sense': senseTheSense,
  'three-wise-monkeys': threeWiseMonkeys,
  mantra,
  'in-the-garden': inTheGarden,
  karma,
};
