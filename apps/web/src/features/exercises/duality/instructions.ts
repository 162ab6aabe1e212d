// The instruction popup's text for Duality (spec §2, custom_id 8); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Six pairs of opposites, such as Bitter or Sweet and Love or Hate. Choose one side of every pair; all six are needed before you confirm.',
  'You have a single attempt. Five or six right scores 1; four or fewer sends you through Timespace, the penalty exit, with 2.',
];
