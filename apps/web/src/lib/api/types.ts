// The API's request and response shapes, taken from the server's own schemas (packages/contract,
// docs/api.md). Type-only: nothing of the schemas reaches the bundle.
import type * as Contract from '@psi/contract';
import type { Static } from 'typebox';

export type PlayerCreated = Static<typeof Contract.NewPlayerBody>;

export type CircuitStarted = Static<typeof Contract.Started>;
/** GET /api/circuits/active and GET /api/circuits/{id}. */
export type CircuitSnapshot = Static<typeof Contract.Snapshot>;
/**
 * `seq`: moves already applied, so the server answers a retry with the same seq identically; `step`
 * and `move` one member of the contract's union (a board's move is typed by its step).
 */
export type MoveRequest = Static<typeof Contract.MoveBody>;
export type MoveResult = Static<typeof Contract.MoveAnswerBody>;
export type CircuitProof = Static<typeof Contract.Proof>;

export type WorldStats = Static<typeof Contract.WorldStats>;
export type MyStats = Static<typeof Contract.MyStats>;

/** Spec §7 call 1: POST /backend/psychic_backend.php?last_level_web. */
export type LastLevelRequest = Static<typeof Contract.LastLevelRequest>;
export type LastLevelResponse = Static<typeof Contract.LastLevel>;
/** Spec §7 call 2: POST /backend/challenge-1.php. */
export type SessionDataRequest = Static<typeof Contract.SessionDataRequest>;
export type SessionDataResponse = Static<typeof Contract.SessionData>;

/** GET /api/account/me, POST /api/account/details. */
export type AccountInfo = Static<typeof Contract.AccountBody>;
/** POST /api/account/register and /login. */
export type SignedIn = Static<typeof Contract.SignedInBody>;
/** GET /api/account/profile. */
export type AccountProfile = Static<typeof Contract.ProfileBody>;
export type AccountExport = Static<typeof Contract.ExportBody>;

export type FeedbackThread = Static<typeof Contract.Thread>;
export type NewFeedback = Static<typeof Contract.NewFeedbackBody>;
export type AdminThread = Static<typeof Contract.AdminThread>;
export type AdminList = Static<typeof Contract.AdminList>;
export type AdminFilter = NonNullable<Static<typeof Contract.AdminQuery>['filter']>;

export type CatalogueItem = Static<typeof Contract.CatalogueItem>;
export type Catalogue = Static<typeof Contract.CatalogueBody>;
export type Entitlement = Static<typeof Contract.EntitlementBody>;
export type Order = Static<typeof Contract.Order>;
export type Checkout = Static<typeof Contract.CheckoutBody>;

export type SyncedOfflineCircuit = Static<typeof Contract.Synced>;
export type SyncOfflineBody = Static<typeof Contract.SyncBody>;
export type MyOfflineCircuits = Static<typeof Contract.Mine>;

export type Message = Static<typeof Contract.MessageBody>;

export type HallOfFame = Static<typeof Contract.HallOfFameBody>;
export type HallOfFameRow = Static<typeof Contract.HallOfFameRow>;
export type HallOfFamePeriod = Static<typeof Contract.HallOfFamePeriod>;
export type HallOfFameSetting = Static<typeof Contract.HallOfFameSetting>;
export type AdminHallOfFameList = Static<typeof Contract.AdminHallOfFameList>;
