// The instruction popup's text for Doubles (spec §2, custom_id 4); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Roll two dice and will them to land on a double. Picture the two faces matching before you roll.',
  'A double on the first roll scores 1, on the second roll 2. If neither roll is a double, Timespace (the penalty exit) moves you on with 3.',
];
