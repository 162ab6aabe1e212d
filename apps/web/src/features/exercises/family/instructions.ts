// The instruction popup's text for Family (spec §2, custom_id 2); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Four family members stand before you, and one of them is the one the circuit has chosen. Sense which one it is and pick them.',
  'Keep picking until you find them; each pick is one point, so the score is 1 to 4. Par is 2.5: that is what pure guessing scores on average.',
];
