import type { Outcome } from '@psi/engine';
import type { SoundName } from '../../lib/sound/sound';

/** Engine contract: hit → flip success, miss → flip fail, neutral → card click. */
export function soundForOutcome(kind: Outcome['kind']): SoundName {
  if (kind === 'hit') return 'flip-success';
  if (kind === 'miss') return 'flip-fail';
  return 'card-click';
}
