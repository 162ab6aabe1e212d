// Whether an offline circuit is offered or being played; the value lives in the app's circuit store
// (circuit-store.ts). Only a type here: the connectivity overlay is in the first load and must not pull
// the engine in with the offline circuits.

/**
 * 'offered': the server could not be reached at the start of a circuit, the player may play offline;
 * 'requested': the player pressed Play offline on another page (issue 34 item 8) and is on the way to
 * exercise 1, which plays offline as soon as the server proves unreachable (or resumes the offline circuit
 * already on the device);
 * 'on': an offline circuit is being played (the blocking loader stands aside for it).
 */
export type OfflineMode = 'off' | 'offered' | 'requested' | 'on';
