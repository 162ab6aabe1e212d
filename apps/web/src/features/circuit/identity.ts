// Anonymous players (docs/api.md, Players): an anonymous player is created on the first visit. The one implementation lives in
// lib/player-session.ts, shared with the feedback and buy pages.
export { ensurePlayer } from '../../lib/player-session';
