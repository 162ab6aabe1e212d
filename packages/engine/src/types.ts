// Public types of @psi/engine. Everything here is plain JSON (states, moves, views, outcomes) so the
// server can store and send it. Rule readings: docs/rules.md.

/** The circuit's 17 steps in order: the route name without `game-` (Zener is played in two parts). */
export type StepId =
  | 'ready-set-go'
  | 'family'
  | 'universal'
  | 'zener'
  | 'doubles'
  | 'yin-yang'
  | 'doors'
  | 'elements'
  | 'duality'
  | 'crop-circles'
  | 'zener-reveal'
  | 'gateway'
  | 'sense-the-sense'
  | 'three-wise-monkeys'
  | 'mantra'
  | 'in-the-garden'
  | 'karma';

/** The fifteen steps whose score makes the main score (exercises 1 to 15). */
export type ScoredStepId = Exclude<StepId, 'zener' | 'karma'>;

export interface StepDef {
  id: StepId;
  route: `game-${string}`;
  /** custom_id of the instruction popup, 1..16; the Zener pick shares 10 with zener-reveal. */
  number: number;
  name: string;
  scored: boolean;
  /** Worst possible score; null where unbounded (Yin Yang, Three Wise Monkeys) or unscored. */
  maxScore: number | null;
  /** Whether a Golden Orb can be won here. */
  orb: boolean;
}

// ---- Game content (spec §3). Values are the wire values of moves and views. ----

export type ReadySetGoCard = 'left' | 'middle' | 'right';
export type FamilyMember = 'mother' | 'father' | 'daughter' | 'son';
export type Shape = 'triangle' | 'square';
export type UniversalColour = 'green' | 'red';
export type ZenerSymbol = 'circle' | 'plus' | 'wave' | 'square' | 'star';
export type YinYang = 'yin' | 'yang';
export type DoorColour = 'blue' | 'green' | 'red' | 'purple';
export type DoorState = 'closed' | 'open' | 'locked';
export type Element = 'earth' | 'water' | 'fire' | 'air' | 'ether';
/** Duality words, Title Case; the six pairs in order: Bitter/Sweet, Love/Hate, Light/Dark, Hot/Cold, Joy/Sorrow, Order/Chaos. */
export type DualityWord =
  'Bitter' | 'Sweet' | 'Love' | 'Hate' | 'Light' | 'Dark' | 'Hot' | 'Cold' | 'Joy' | 'Sorrow' | 'Order' | 'Chaos';
export type CropCircle = 'angel' | 'key' | 'the-sign';
export type Crop = 'barley' | 'wheat';
export type Moon = 'full-moon' | 'new-moon';
export type Sense = 'sight' | 'hearing' | 'smell' | 'taste' | 'touch' | 'intuition';
export type Monkey = 'see-no-evil' | 'hear-no-evil' | 'speak-no-evil';
/** Mantra words, Title Case; columns [Need, Want], [Love, Compassion, Wisdom], [Peace, Joy, Truth, Light]. */
export type MantraWord = 'Need' | 'Want' | 'Love' | 'Compassion' | 'Wisdom' | 'Peace' | 'Joy' | 'Truth' | 'Light';
export type GardenSymbol = 'tree' | 'ufo' | 'sun' | 'flower' | 'bird';
/** One of the 32 garden cards: which symbols are in the garden. */
export type GardenCard = Record<GardenSymbol, boolean>;
export type KarmaHint = 'higher' | 'lower' | 'found';

// ---- Moves (what a player sends). The engine validates unknown input itself. ----

export interface UniversalGuess {
  shape: Shape;
  colour: UniversalColour;
  number: 0 | 1;
}
export interface CropGuess {
  circle: CropCircle;
  crop: Crop;
  moon: Moon;
}

export interface MoveMap {
  'ready-set-go': { choice: ReadySetGoCard };
  family: { choice: FamilyMember };
  universal: UniversalGuess;
  zener: { symbol: ZenerSymbol };
  doubles: { action: 'roll' };
  'yin-yang': { choice: YinYang };
  /** Door index 0..3 on the current wall (colours blue, green, red, purple). */
  doors: { door: number };
  elements: { choice: Element };
  /** Six words, one per pair, in pair order. */
  duality: { choices: DualityWord[] };
  'crop-circles': CropGuess;
  'zener-reveal': { action: 'draw' };
  /** Gate index on the current wall. */
  gateway: { gate: number };
  'sense-the-sense': { choice: Sense };
  'three-wise-monkeys': { choice: Monkey };
  /** A word of the current column. */
  mantra: { choice: MantraWord };
  /** The answer to the current question ("Is the <symbol> in the garden?"). */
  'in-the-garden': { answer: boolean };
  /** A still-visible number. */
  karma: { number: number };
}
export type Move = MoveMap[StepId];

/** What a client sends: `step` must equal the current step; `move` is validated by the engine. */
export interface CircuitMove {
  step: StepId;
  move: unknown;
}

// ---- Rejections and outcomes ----

export type RejectionCode =
  | 'malformed'
  | 'incomplete'
  | 'unknown-choice'
  | 'already-chosen'
  | 'not-visible'
  | 'exercise-over'
  | 'wrong-step'
  | 'circuit-over';
export interface Rejection {
  ok: false;
  code: RejectionCode;
  message: string;
}

/** Doors, Gateway: the door or gate picked and what it turned out to be. */
export interface WallReveal {
  wall: number;
  index: number;
  state: DoorState;
  /** With the pick that opens (and so passes) the wall: the index of that wall's locked door. */
  locked?: number;
}

/** What a move reveals, by exercise family (docs/engine-api.md per step). */
export type Reveal =
  /** Doors, Gateway: the door or gate picked and what it turned out to be. */
  | WallReveal
  /** Duality: the six target words and how many were right. */
  | { targets: DualityWord[]; correct: number }
  /** Universal, Crop Circles: the attempt's target and how many selections were right. */
  | { target: UniversalGuess | CropGuess; correct: number }
  /** Pick-until-found and retry exercises, Mantra: the target found or drawn. */
  | { target: string }
  /** In the Garden: the card of the run; Zener reveal: the card drawn. */
  | { card: GardenCard | ZenerSymbol }
  /** Doubles: the two dice. */
  | { dice: [number, number] }
  /** Karma: where the hidden number lies. */
  | { hint: KarmaHint };

/** What a move of each step reveals (docs/engine-api.md per step): a board reads its own, typed. */
export interface RevealMap {
  'ready-set-go': { target: ReadySetGoCard };
  family: { target: FamilyMember };
  universal: { target: UniversalGuess; correct: number };
  /** The Zener pick reveals nothing: its card is drawn in zener-reveal. */
  zener: never;
  doubles: { dice: [number, number] };
  'yin-yang': { target: YinYang };
  doors: WallReveal;
  elements: { target: Element };
  duality: { targets: DualityWord[]; correct: number };
  'crop-circles': { target: CropGuess; correct: number };
  'zener-reveal': { card: ZenerSymbol };
  gateway: WallReveal;
  'sense-the-sense': { target: Sense };
  'three-wise-monkeys': { target: Monkey };
  mantra: { target: MantraWord };
  'in-the-garden': { card: GardenCard };
  karma: { hint: KarmaHint };
}

/** `kind` drives the sound: hit → flip success, miss → flip fail, neutral → card click. */
export interface Outcome {
  kind: 'hit' | 'miss' | 'neutral';
  message: string;
  /** The target(s) the rules reveal with this move (see docs/engine-api.md per step). */
  reveal?: Reveal;
}

/** The outcome of a move of step S: its reveal is that step's. */
export interface StepOutcome<S extends StepId> extends Omit<Outcome, 'reveal'> {
  reveal?: RevealMap[S];
}

// ---- Views: the ONLY thing sent to a client. No unrevealed target anywhere. ----

interface ViewBase {
  over: boolean;
  /** The exercise's score once over; null before (and always for the Zener pick and Karma). */
  score: number | null;
}

/** Pick until found, no repeats: Ready Set Go, Family, Elements, Sense the Sense. */
export interface PickView<S extends StepId, C extends string> extends ViewBase {
  step: S;
  options: readonly C[];
  /** Wrong picks so far (each revealed as not the target). */
  tried: C[];
  /** The target, null until found. */
  found: C | null;
  attempts: number;
}

/** Retry until right, a fresh target each attempt: Yin Yang, Three Wise Monkeys. */
export interface RetryView<S extends StepId, C extends string> extends ViewBase {
  step: S;
  options: readonly C[];
  attempts: number;
  /** Past attempts with the target drawn for each (revealed once that attempt is made). */
  history: { choice: C; target: C }[];
}

/** Universal and Crop Circles: up to two attempts; the second has freshly drawn targets. */
export interface TwoAttemptView<S extends StepId, G> extends ViewBase {
  step: S;
  /** The attempt to be made next (1 or 2); stays at the last one made once over. */
  attempt: 1 | 2;
  /** Past attempts with their revealed targets and number of correct selections. */
  attempts: { guess: G; target: G; correct: number; passed: boolean }[];
  timespace: boolean;
}
export interface UniversalView extends TwoAttemptView<'universal', UniversalGuess> {
  options: { shape: readonly Shape[]; colour: readonly UniversalColour[]; number: readonly (0 | 1)[] };
}
export interface CropCirclesView extends TwoAttemptView<'crop-circles', CropGuess> {
  options: { circle: readonly CropCircle[]; crop: readonly Crop[]; moon: readonly Moon[] };
}

export interface ZenerPickView extends ViewBase {
  step: 'zener';
  options: readonly ZenerSymbol[];
  symbol: ZenerSymbol | null;
}
export interface ZenerRevealView extends ViewBase {
  step: 'zener-reveal';
  /** The symbol saved in part 1. */
  symbol: ZenerSymbol;
  /** Cards drawn so far (at most 2). */
  draws: ZenerSymbol[];
}
export interface DoublesView extends ViewBase {
  step: 'doubles';
  rolls: [number, number][];
  timespace: boolean;
}

/** Doors and Gateway: walls of doors/gates, one locked per wall, played wall by wall. */
export interface WallsView<S extends StepId> extends ViewBase {
  step: S;
  /** Per wall, each door's state; a locked door shows 'locked' only once hit. */
  walls: DoorState[][];
  /** Index of the wall being played; equals walls.length once over. */
  currentWall: number;
  lockedHits: number;
  /**
   * Per wall, the index of its locked door once the wall is passed (the player can no longer act on
   * it); null for the wall in play and the walls ahead, whose locked door is never disclosed early.
   */
  lockedDoors: (number | null)[];
}
export interface DoorsView extends WallsView<'doors'> {
  colours: readonly DoorColour[];
}
export type GatewayView = WallsView<'gateway'>;

export interface DualityView extends ViewBase {
  step: 'duality';
  pairs: readonly (readonly [DualityWord, DualityWord])[];
  /** The player's six choices once made. */
  choices: DualityWord[] | null;
  /** The six target words, revealed with the (single) attempt. */
  targets: DualityWord[] | null;
  correct: number | null;
  timespace: boolean;
}

export interface MantraView extends ViewBase {
  step: 'mantra';
  columns: readonly (readonly MantraWord[])[];
  /** Column being solved (0..2); 3 once over. */
  column: number;
  /** Wrong picks per column. */
  tried: MantraWord[][];
  /** The right word per column, null until found. */
  found: (MantraWord | null)[];
  wrongPicks: number;
}

export interface GardenView extends ViewBase {
  step: 'in-the-garden';
  /** Asked in this order. */
  symbols: readonly GardenSymbol[];
  /** Current run, 1..8. */
  run: number;
  /** Index of the question to answer next in this run, 0..4. */
  question: number;
  /** Answers given in this run (all right so far). */
  answers: boolean[];
  /** The card of the last finished run (failed or complete), revealed when it ended. */
  lastCard: GardenCard | null;
  /** Whether the last finished run was a full run. */
  fullRun: boolean;
}

export interface KarmaView {
  step: 'karma';
  over: boolean;
  score: null;
  /** Still-visible range, inclusive. */
  low: number;
  high: number;
  picks: { number: number; hint: KarmaHint }[];
  /** 0..99 once found: numbers still visible besides the target. */
  rating: number | null;
}

export type ExerciseView =
  | PickView<'ready-set-go', ReadySetGoCard>
  | PickView<'family', FamilyMember>
  | UniversalView
  | ZenerPickView
  | DoublesView
  | RetryView<'yin-yang', YinYang>
  | DoorsView
  | PickView<'elements', Element>
  | DualityView
  | CropCirclesView
  | ZenerRevealView
  | GatewayView
  | PickView<'sense-the-sense', Sense>
  | RetryView<'three-wise-monkeys', Monkey>
  | MantraView
  | GardenView
  | KarmaView;

/** The view of a given step. */
export type ViewOf<S extends StepId> = Extract<ExerciseView, { step: S }>;

// ---- Circuit ----

/** Server-side state: JSON, contains hidden targets, never the seed. Treat as opaque. */
export interface CircuitState {
  version: 1;
  /** Index into STEPS; 17 once over. */
  index: number;
  /** State of the current exercise (opaque; holds its hidden target). */
  exercise: unknown;
  /** Draws made so far in the current step (the target source's counter). */
  draws: number;
  scores: Partial<Record<ScoredStepId, number>>;
  orbs: StepId[];
  karma: number | null;
  /** Symbol saved by the Zener pick. */
  zenerSymbol: ZenerSymbol | null;
  /** Moves applied so far. */
  moves: number;
}

export interface CircuitView {
  step: StepId | 'end';
  /** 'game-ready-set-go' … 'game-karma', 'game-end'. */
  route: string;
  /** 0..16; 17 at the end. */
  stepIndex: number;
  /** custom_id 1..16; null at the end. */
  exerciseNumber: number | null;
  view: ExerciseView | null;
  /** Finished scored exercises. */
  scores: Partial<Record<ScoredStepId, number>>;
  /** Sum of finished scored exercises so far. */
  mainScore: number;
  /** Orbs won so far (0..7). */
  orbs: StepId[];
  /** Karma rating 0..99 once Karma is over; never added to the score. */
  karma: number | null;
  over: boolean;
  /** mainScore < 42.385 once over; null before. */
  goodOutcome: boolean | null;
}

export type MoveResult =
  | {
      ok: true;
      state: CircuitState;
      outcome: Outcome;
      view: CircuitView;
      /**
       * Present only when this move finished its step: that step's final public view (over, its target
       * now disclosed by the rules), since `view` has already moved on to the next step.
       */
      finished?: ExerciseView;
    }
  | Rejection;

export interface ReplayRecord {
  step: StepId;
  move: unknown;
  outcome?: Outcome;
}
export interface ReplayResult {
  ok: boolean;
  divergence: { index: number; reason: string } | null;
  outcomes: Outcome[];
  final: CircuitView;
}

/** A source of uniform integers 0..n-1 (the target generator). */
export interface TargetSource {
  int(n: number): number;
}

/** score → probability. */
export type Distribution = Record<number, number>;
