// The instruction popup's text for Crop Circles (spec §2, custom_id 9); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'A crop circle has appeared. Choose its sign (Angel, Key or The Sign), its field (Barley or Wheat) and the moon it appeared under (Full Moon or New Moon). All three are needed.',
  'Two or three right scores 1. Otherwise a second attempt scores 2 if it passes, and if not, Timespace (the penalty exit) moves you on with 3. All three right at the first go wins a Golden Orb.',
];
