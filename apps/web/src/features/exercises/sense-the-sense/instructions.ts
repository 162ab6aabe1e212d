// The instruction popup's text for Sense the Sense (spec §2, custom_id 12); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Six senses, one of them is the target. Quiet your mind and feel which sense is being called.',
  'Keep picking until you find it; each pick is one point, from 1 to 6.',
];
