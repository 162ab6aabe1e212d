// The instruction popup's text for Elements (spec §2, custom_id 7); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Five elements, one of them is the target. Sense which element is calling you and pick it.',
  'Keep picking until you find it; each pick is one point, from 1 to 5.',
];
