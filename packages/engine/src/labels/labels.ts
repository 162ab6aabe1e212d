// Every content id said in plain English (docs/decisions.md, the outcome dock and plain words): the engine's outcome messages and the
// screens read names from this one table, so a player never sees a wire id like "see-no-evil".
import type {
  Crop,
  CropCircle,
  DoorColour,
  Element,
  FamilyMember,
  GardenSymbol,
  Monkey,
  Moon,
  ReadySetGoCard,
  Sense,
  Shape,
  UniversalColour,
  YinYang,
  ZenerSymbol,
} from '../types';

type ContentId =
  | ReadySetGoCard
  | FamilyMember
  | Shape
  | UniversalColour
  | ZenerSymbol
  | YinYang
  | DoorColour
  | Element
  | CropCircle
  | Crop
  | Moon
  | Sense
  | Monkey
  | GardenSymbol;

export interface Label {
  /** The name on a caption or a button: "See No Evil", "Middle", "UFO". */
  name: string;
  /** The name inside a sentence: "the middle card", "the Son", "Fire". */
  phrase: string;
}

const same = (name: string): Label => ({ name, phrase: name });
const the = (name: string, phrase = `the ${name}`): Label => ({ name, phrase });

export const LABELS: Readonly<Record<ContentId, Label>> = {
  left: the('Left', 'the left card'),
  middle: the('Middle', 'the middle card'),
  right: the('Right', 'the right card'),
  mother: the('Mother'),
  father: the('Father'),
  daughter: the('Daughter'),
  son: the('Son'),
  triangle: the('Triangle', 'the triangle'),
  square: the('Square', 'the square'),
  green: same('Green'),
  red: same('Red'),
  circle: the('Circle', 'the circle'),
  plus: the('Plus', 'the plus'),
  wave: the('Wave', 'the wave'),
  star: the('Star', 'the star'),
  yin: same('Yin'),
  yang: same('Yang'),
  blue: same('Blue'),
  purple: same('Purple'),
  earth: same('Earth'),
  water: same('Water'),
  fire: same('Fire'),
  air: same('Air'),
  ether: same('Ether'),
  angel: the('Angel'),
  key: the('Key'),
  'the-sign': same('The Sign'),
  barley: same('Barley'),
  wheat: same('Wheat'),
  'full-moon': the('Full Moon', 'the full moon'),
  'new-moon': the('New Moon', 'the new moon'),
  sight: same('Sight'),
  hearing: same('Hearing'),
  smell: same('Smell'),
  taste: same('Taste'),
  touch: same('Touch'),
  intuition: same('Intuition'),
  'see-no-evil': same('See No Evil'),
  'hear-no-evil': same('Hear No Evil'),
  'speak-no-evil': same('Speak No Evil'),
  tree: the('Tree'),
  ufo: the('UFO'),
  sun: the('Sun'),
  flower: the('Flower'),
  bird: the('Bird'),
};

function lookup(id: string | number): Label {
  const key = String(id);
  if (Object.prototype.hasOwnProperty.call(LABELS, key)) return LABELS[key as ContentId];
  // Words that are already English (Duality, Mantra) and numbers stand for themselves.
  return same(key);
}

/** The display name of a content id: "see-no-evil" → "See No Evil". */
export function labelOf(id: string | number): string {
  return lookup(id).name;
}

/** The id as it reads inside a sentence: "middle" → "the middle card", "son" → "the Son". */
export function phraseOf(id: string | number): string {
  return lookup(id).phrase;
}

/** "the circle" → "The circle", for the start of a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where a stored current_level ("/game-family", "/game-end") stands, in words:
 * "Family (exercise 2 of 16)", or "the end" once all sixteen are played.
 */
export function levelName(
  level: string,
  steps: readonly { route: string; name: string; number: number }[],
): string | null {
  const route = level.replace(/^\/+/, '');
  if (route === 'game-end') return 'the end: all sixteen exercises are played';
  const step = steps.find((s) => s.route === route);
  return step ? `${step.name} (exercise ${step.number} of 16)` : null;
}
