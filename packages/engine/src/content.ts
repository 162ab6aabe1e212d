// Game content (spec §3) in display order. Choice values are the wire values of moves and views.
import type {
  Crop,
  CropCircle,
  DoorColour,
  DualityWord,
  Element,
  FamilyMember,
  GardenSymbol,
  MantraWord,
  Monkey,
  Moon,
  ReadySetGoCard,
  Sense,
  Shape,
  UniversalColour,
  YinYang,
  ZenerSymbol,
} from './types';

export const READY_SET_GO_CARDS: readonly ReadySetGoCard[] = ['left', 'middle', 'right'];
export const FAMILY_MEMBERS: readonly FamilyMember[] = ['mother', 'father', 'daughter', 'son'];
export const SHAPES: readonly Shape[] = ['triangle', 'square'];
export const UNIVERSAL_COLOURS: readonly UniversalColour[] = ['green', 'red'];
export const UNIVERSAL_NUMBERS: readonly (0 | 1)[] = [0, 1];
export const ZENER_SYMBOLS: readonly ZenerSymbol[] = ['circle', 'plus', 'wave', 'square', 'star'];
export const YIN_YANG: readonly YinYang[] = ['yin', 'yang'];
export const DOOR_COLOURS: readonly DoorColour[] = ['blue', 'green', 'red', 'purple'];
/** Doors: 6 walls of 4 doors (spec §4). */
export const DOOR_WALLS: readonly number[] = [4, 4, 4, 4, 4, 4];
/** Gateway: 7 walls; gates per wall as read in docs/rules.md. */
export const GATEWAY_WALLS: readonly number[] = [5, 5, 5, 6, 7, 7, 8];
export const ELEMENTS: readonly Element[] = ['earth', 'water', 'fire', 'air', 'ether'];
export const DUALITY_PAIRS: readonly (readonly [DualityWord, DualityWord])[] = [
  ['Bitter', 'Sweet'],
  ['Love', 'Hate'],
  ['Light', 'Dark'],
  ['Hot', 'Cold'],
  ['Joy', 'Sorrow'],
  ['Order', 'Chaos'],
];
export const CROP_CIRCLES: readonly CropCircle[] = ['angel', 'key', 'the-sign'];
export const CROPS: readonly Crop[] = ['barley', 'wheat'];
export const MOONS: readonly Moon[] = ['full-moon', 'new-moon'];
export const SENSES: readonly Sense[] = ['sight', 'hearing', 'smell', 'taste', 'touch', 'intuition'];
export const MONKEYS: readonly Monkey[] = ['see-no-evil', 'hear-no-evil', 'speak-no-evil'];
export const MANTRA_COLUMNS: readonly (readonly MantraWord[])[] = [
  ['Need', 'Want'],
  ['Love', 'Compassion', 'Wisdom'],
  ['Peace', 'Joy', 'Truth', 'Light'],
];
/** Asked in this order: "Is the Tree in the garden?" … */
export const GARDEN_SYMBOLS: readonly GardenSymbol[] = ['tree', 'ufo', 'sun', 'flower', 'bird'];
/** Garden: the 8th failed run moves on with 8. */
export const GARDEN_MAX_RUNS = 8;
export const KARMA_LOW = 1;
export const KARMA_HIGH = 100;
