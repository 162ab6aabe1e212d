// The instruction popup's text for Gateway (spec §2, custom_id 11); the title and number come from the
// engine's step list. Scores are attempt counts: lower is better, 1 is a hole in one.
export const paragraphs: readonly string[] = [
  'Seven walls stand between you and the gateway, with 5, 5, 5, 6, 7, 7 and 8 gates. One gate on each wall is locked. Choose a gate on each wall.',
  'As in Doors, a locked gate costs a point and your next pick on that wall opens. Your score is 1 plus the locked gates you hit, from 1 to 8. No locked gate at all wins a Golden Orb.',
];
