import type { Outcome } from '@psi/engine';
import type { HapticMoment } from '../../lib/haptics/haptics-service';
import type { SoundName } from '../../lib/sound/sound';

/** Engine contract: hit → flip success, miss → flip fail, neutral → card click. */
export function soundForOutcome(kind: Outcome['kind']): SoundName {
  if (kind === 'hit') return 'flip-success';
  if (kind === 'miss') return 'flip-fail';
  return 'card-click';
}

/** Issue 34: the device taps on a hit or a miss; a neutral move (a pick saved, a die rolled) stays still. */
export function hapticForOutcome(kind: Outcome['kind']): HapticMoment | null {
  return kind === 'neutral' ? null : kind;
}
