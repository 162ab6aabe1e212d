// The instruction popup's text for Yin Yang (spec §2, custom_id 5); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Two choices: Yin or Yang. Feel which side holds the answer and choose it.',
  'If you miss, the answer is drawn afresh and you try again until you are right. Each attempt is one point.',
];
