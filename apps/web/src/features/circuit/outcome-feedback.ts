// What the player hears and feels when a move is answered: the outcome's sound and, on a hit or a miss, a tap.
import type { Outcome } from '@psi/engine';
import { pulse } from '../../lib/haptics/pulse';
import { sound } from '../../lib/sound/sound';
import { hapticForOutcome, soundForOutcome } from './outcome-sound';

export function feelOutcome(kind: Outcome['kind']): void {
  void sound.play(soundForOutcome(kind));
  const moment = hapticForOutcome(kind);
  if (moment) pulse(moment);
}
