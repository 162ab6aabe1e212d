// The instruction popup's text for Universal (spec §2, custom_id 3); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Choose a shape (Triangle or Square), a colour (Green or Red) and a number (0 or 1). All three choices are needed before you confirm.',
  'Two or three right scores 1. Otherwise you get a second and final attempt, which scores 2 if it passes. If that misses too, Timespace (the penalty exit) moves you on with 3. All three right at the first go wins a Golden Orb.',
  'Right after Universal you pick one of the five Zener symbols (circle, plus, wave, square, star). It is kept safe until the Zener exercise later in the circuit.',
];
