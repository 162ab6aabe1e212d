// The instruction popup's text for Doors (spec §2, custom_id 6); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'You walk through six walls. Each wall has four doors (blue, green, red and purple) and one of them is locked. Choose a door on each wall.',
  'A locked door costs a point, and your next pick on that wall opens. Your score is 1 plus the locked doors you hit, from 1 to 7. Passing all six walls without a locked door wins a Golden Orb.',
];
