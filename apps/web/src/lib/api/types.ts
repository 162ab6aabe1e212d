// Response shapes of /tmp/api-contract.md (docs/api.md): what the server sends, typed once for every caller.
import type { CircuitView, Outcome, StepId } from '@psi/engine';

export interface PlayerCreated {
  userid: string;
  cuid: string;
  session_id: string;
  expiresInSeconds: number;
}

export interface CircuitStarted {
  id: string;
  commitment: string;
  seq: number;
  view: CircuitView;
}

/** GET /api/circuits/active and GET /api/circuits/{id}. */
export interface CircuitSnapshot extends CircuitStarted {
  lastOutcome: Outcome | null;
}

export interface MoveRequest {
  /** Number of moves already applied: the server answers a retry with the same seq identically. */
  seq: number;
  step: StepId;
  move: unknown;
}

export interface MoveResult {
  seq: number;
  outcome: Outcome;
  view: CircuitView;
}

export interface CircuitProof {
  seed: string;
  commitment: string;
  moves: { step: StepId; move: unknown; outcome: Outcome }[];
  scores: Partial<Record<StepId, number>>;
  mainScore: number;
  orbs: number;
  karma: number | null;
}

export interface WorldStats {
  /** Finished verified circuits. */
  circuits: number;
  /** Abandoned or timed-out ones; meanScore, z and p count them too (intention to treat). */
  abandoned: number;
  meanScore: number | null;
  sdScore: number | null;
  chanceMean: number;
  chanceSd: number;
  z: number | null;
  p: number | null;
  histogram: Record<string, number>;
  chance: Record<string, number>;
  meanKarma: number | null;
  meanOrbs: number | null;
  goodOutcomes: number | null;
}

export interface MyStats {
  /** Finished verified circuits. */
  circuits: number;
  /** Abandoned or timed-out ones; meanScore, z and p count them too (intention to treat). */
  abandoned: number;
  meanScore: number | null;
  sdScore: number | null;
  z: number | null;
  p: number | null;
  bestScore: number | null;
  meanKarma: number | null;
  meanOrbs: number | null;
  recent: {
    id: string;
    mainScore: number;
    orbs: number;
    karma: number | null;
    goodOutcome: boolean;
    finishedAt: string;
  }[];
}

/** Spec §7 call 1: POST /backend/psychic_backend.php?last_level_web. */
export interface LastLevelRequest {
  logged_u: string;
  uid: string;
  players: string;
  rand: string;
}

export interface LastLevelResponse {
  session_error?: number | boolean;
  reset_localstorage?: number | boolean;
  /** Route of the unfinished circuit's step, e.g. "game-doors", or "". */
  active_game?: string;
  success?: number | boolean;
  session_set?: string;
  play_again_data?: unknown;
  already_plyed?: unknown;
}

/** Spec §7 call 2: POST /backend/challenge-1.php. */
export interface SessionDataRequest {
  set_data: string;
  player: string;
  players: string;
  rand: string;
  game: 'set_session_data';
}

export interface SessionDataResponse {
  set_data_again?: number;
  [field: string]: unknown;
}

/** GET /api/account/me, POST /api/account/details. */
export interface AccountInfo {
  userid: string;
  cuid: string;
  name: string;
  email: string;
  role: 'player' | 'admin';
}

/** POST /api/account/register and /login. */
export interface SignedIn extends AccountInfo {
  /** native: the bearer token; web: 'cookie' (the token is in an httpOnly cookie). */
  session_id: string;
  csrfToken?: string;
  expiresInSeconds: number;
  /** Finished circuits carried over from the anonymous session. */
  carriedCircuits: number;
}

/** GET /api/account/profile. */
export interface AccountProfile extends Omit<MyStats, 'recent'> {
  /** A guesser's average main score. */
  chanceMean: number;
  /** The central 95% of a guesser's main scores. */
  chanceBand: { low: number; high: number; coverage: number };
  /** Every finished circuit, oldest first. */
  history: MyStats['recent'];
}
