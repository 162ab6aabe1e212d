// The instruction popup's text for Zener (spec §2, custom_id 10); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Remember the Zener symbol you picked after Universal? Now the deck of Zener cards is flipped: will the card drawn match your symbol?',
  'A match on the first draw scores 1 and wins a Golden Orb. The deck is reshuffled for a second draw, which scores 2 if it matches; otherwise the score is 3.',
];
