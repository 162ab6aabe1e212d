// Chart colours from the circuit's palette (components/art/palette.ts), named for what they mean.
import { GOLD, GOLD_LIGHT, IVORY, VIOLET, VIOLET_SOFT, INDIGO_LIGHT } from '../art/palette';

export const CHART = {
  text: IVORY,
  muted: VIOLET_SOFT,
  grid: INDIGO_LIGHT,
  /** What players actually did (bars). */
  observed: VIOLET,
  /** Better than chance: gold, the game's reward colour. */
  better: GOLD,
  /** The exact chance curve and chance means. */
  chance: GOLD_LIGHT,
  par: IVORY,
} as const;
