// The instruction popup's text for Ready Set Go (spec §2, custom_id 1); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Three cards lie face down. One of them says "Go!". Take a slow breath, let your intuition settle, and pick the card you feel is the one.',
  'If it is not, pick again from the cards that are left. Finding "Go!" with your first pick scores 1, with your second 2, and the last card scores 3. Lower is better, just like golf.',
];
