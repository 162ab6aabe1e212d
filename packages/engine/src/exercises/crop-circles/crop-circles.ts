// 9 Crop Circles (spec §4, §5): circle, crop and moon, all three required; at least 2 of 3 right passes.
import { CROPS, CROP_CIRCLES, MOONS } from '../../content';
import type { CropCirclesView, CropGuess } from '../../types';
import { twoAttempts } from '../families/two-attempts';

export const cropCircles = twoAttempts<'crop-circles', CropGuess, CropCirclesView>(
  {
    id: 'crop-circles',
    name: 'Crop Circles',
    fields: [
      { key: 'circle', what: 'crop circle', options: CROP_CIRCLES },
      { key: 'crop', what: 'crop', options: CROPS },
      { key: 'moon', what: 'moon', options: MOONS },
    ],
    example: '{"circle": "angel", "crop": "barley", "moon": "full-moon"}',
  },
  { circle: CROP_CIRCLES, crop: CROPS, moon: MOONS },
);
