// The instruction popup's text for In the Garden (spec §2, custom_id 15); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'A card is drawn from a deck of 32 gardens. Each garden holds some of five things: a Tree, a UFO, the Sun, a Flower and a Bird. Answer five yes/no questions in order, such as "Is the Tree in the garden?".',
  'A wrong answer reveals the card, the deck is reshuffled and you start again with a new card. Your score is the number of runs, at most 8. A full run at the first go wins a Golden Orb. This exercise completes your main score.',
];
