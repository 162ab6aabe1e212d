// The instruction popup's text for Mantra (spec §2, custom_id 14); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Build a mantra from three columns, left to right: Need or Want; then Love, Compassion or Wisdom; then one of four words in the last column.',
  'Pick in each column until you are right; wrong picks drop out. All right in one go scores 1 and wins a Golden Orb; each wrong pick adds a point, up to 7.',
];
