// The instruction popup's text for Karma (spec §2, custom_id 16); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'A hidden number between 1 and 100. Pick a number you can still see; each wrong pick sets aside the half that cannot hold it, your pick included.',
  'Your Game Karma rating is how many numbers are still in view, besides the hidden one, when you find it: from 0 (worst) to 99 (best). Karma is rated on its own and never added to your score.',
];
