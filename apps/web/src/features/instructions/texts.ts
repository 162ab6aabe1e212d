// The sixteen instruction texts of the popup (spec §2: custom_id 1 to 16), written from the rules as
// docs/design "exercises.md" reads them. Scores are attempt counts: lower is better, 1 is a hole in one.

export interface InstructionText {
  customId: number;
  title: string;
  /** Route of the exercise (spec §2). */
  route: string;
  paragraphs: string[];
}

export const INSTRUCTIONS: readonly InstructionText[] = [
  {
    customId: 1,
    title: 'Ready Set Go',
    route: '/game-ready-set-go',
    paragraphs: [
      'Three cards lie face down. One of them says "Go!". Take a slow breath, let your intuition settle, and pick the card you feel is the one.',
      'If it is not, pick again from the cards that are left. Finding "Go!" with your first pick scores 1, with your second 2, and the last card scores 3. Lower is better, just like golf.',
    ],
  },
  {
    customId: 2,
    title: 'Family',
    route: '/game-family',
    paragraphs: [
      'Four family members stand before you, and one of them is the one the circuit has chosen. Sense which one it is and pick them.',
      'Keep picking until you find them; each pick is one point, so the score is 1 to 4. Par is 2.5: that is what pure guessing scores on average.',
    ],
  },
  {
    customId: 3,
    title: 'Universal',
    route: '/game-universal',
    paragraphs: [
      'Choose a shape (Triangle or Square), a colour (Green or Red) and a number (0 or 1). All three choices are needed before you confirm.',
      'Two or three right scores 1. Otherwise you get a second and final attempt, which scores 2 if it passes. If that misses too, Timespace (the penalty exit) moves you on with 3. All three right at the first go wins a Golden Orb.',
      'Right after Universal you pick one of the five Zener symbols (circle, plus, wave, square, star). It is kept safe until the Zener exercise later in the circuit.',
    ],
  },
  {
    customId: 4,
    title: 'Doubles',
    route: '/game-doubles',
    paragraphs: [
      'Roll two dice and will them to land on a double. Picture the two faces matching before you roll.',
      'A double on the first roll scores 1, on the second roll 2. If neither roll is a double, Timespace (the penalty exit) moves you on with 3.',
    ],
  },
  {
    customId: 5,
    title: 'Yin Yang',
    route: '/game-yin-yang',
    paragraphs: [
      'Two choices: Yin or Yang. Feel which side holds the answer and choose it.',
      'If you miss, the answer is drawn afresh and you try again until you are right. Each attempt is one point.',
    ],
  },
  {
    customId: 6,
    title: 'Doors',
    route: '/game-doors',
    paragraphs: [
      'You walk through six walls. Each wall has four doors (blue, green, red and purple) and one of them is locked. Choose a door on each wall.',
      'A locked door costs a point, and your next pick on that wall opens. Your score is 1 plus the locked doors you hit, from 1 to 7. Passing all six walls without a locked door wins a Golden Orb.',
    ],
  },
  {
    customId: 7,
    title: 'Elements',
    route: '/game-elements',
    paragraphs: [
      'Five elements, one of them is the target. Sense which element is calling you and pick it.',
      'Keep picking until you find it; each pick is one point, from 1 to 5.',
    ],
  },
  {
    customId: 8,
    title: 'Duality',
    route: '/game-duality',
    paragraphs: [
      'Six pairs of opposites, such as Bitter or Sweet and Love or Hate. Choose one side of every pair; all six are needed before you confirm.',
      'You have a single attempt. Five or six right scores 1; four or fewer sends you through Timespace, the penalty exit, with 2.',
    ],
  },
  {
    customId: 9,
    title: 'Crop Circles',
    route: '/game-crop-circles',
    paragraphs: [
      'A crop circle has appeared. Choose its sign (Angel, Key or The Sign), its field (Barley or Wheat) and the moon it appeared under (Full Moon or New Moon). All three are needed.',
      'Two or three right scores 1. Otherwise a second attempt scores 2 if it passes, and if not, Timespace (the penalty exit) moves you on with 3. All three right at the first go wins a Golden Orb.',
    ],
  },
  {
    customId: 10,
    title: 'Zener',
    route: '/game-zener-reveal',
    paragraphs: [
      'Remember the Zener symbol you picked after Universal? Now the deck of Zener cards is flipped: will the card drawn match your symbol?',
      'A match on the first draw scores 1 and wins a Golden Orb. The deck is reshuffled for a second draw, which scores 2 if it matches; otherwise the score is 3.',
    ],
  },
  {
    customId: 11,
    title: 'Gateway',
    route: '/game-gateway',
    paragraphs: [
      'Seven walls stand between you and the gateway, with 5, 5, 5, 6, 7, 7 and 8 gates. One gate on each wall is locked. Choose a gate on each wall.',
      'As in Doors, a locked gate costs a point and your next pick on that wall opens. Your score is 1 plus the locked gates you hit, from 1 to 8. No locked gate at all wins a Golden Orb.',
    ],
  },
  {
    customId: 12,
    title: 'Sense the Sense',
    route: '/game-sense-the-sense',
    paragraphs: [
      'Six senses, one of them is the target. Quiet your mind and feel which sense is being called.',
      'Keep picking until you find it; each pick is one point, from 1 to 6.',
    ],
  },
  {
    customId: 13,
    title: 'Three Wise Monkeys',
    route: '/game-three-wise-monkeys',
    paragraphs: [
      'See no evil, hear no evil, speak no evil: one of the three wise monkeys is the target. Pick the one you sense.',
      'If you miss, the deck is reshuffled and you try again until you are right. Each attempt is one point.',
    ],
  },
  {
    customId: 14,
    title: 'Mantra',
    route: '/game-mantra',
    paragraphs: [
      'Build a mantra from three columns, left to right: Need or Want; then Love, Compassion or Wisdom; then one of four words in the last column.',
      'Pick in each column until you are right; wrong picks drop out. All right in one go scores 1 and wins a Golden Orb; each wrong pick adds a point, up to 7.',
    ],
  },
  {
    customId: 15,
    title: 'In the Garden',
    route: '/game-in-the-garden',
    paragraphs: [
      'A card is drawn from a deck of 32 gardens. Each garden holds some of five things: a Tree, a UFO, the Sun, a Flower and a Bird. Answer five yes/no questions in order, such as "Is the Tree in the garden?".',
      'A wrong answer reveals the card, the deck is reshuffled and you start again with a new card. Your score is the number of runs, at most 8. A full run at the first go wins a Golden Orb. This exercise completes your main score.',
    ],
  },
  {
    customId: 16,
    title: 'Karma',
    route: '/game-karma',
    paragraphs: [
      'A hidden number between 1 and 100. Pick a number you can still see; each wrong pick sets aside the half that cannot hold it, your pick included.',
      'Your Game Karma rating is how many numbers are still in view, besides the hidden one, when you find it: from 0 (worst) to 99 (best). Karma is rated on its own and never added to your score.',
    ],
  },
];

export function instructionFor(customId: number): InstructionText | undefined {
  return INSTRUCTIONS.find((t) => t.customId === customId);
}
