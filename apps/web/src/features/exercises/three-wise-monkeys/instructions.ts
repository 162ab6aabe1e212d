// The instruction popup's text for Three Wise Monkeys (spec §2, custom_id 13); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'See no evil, hear no evil, speak no evil: one of the three wise monkeys is the target. Pick the one you sense.',
  'If you miss, the deck is reshuffled and you try again until you are right. Each attempt is one point.',
];
