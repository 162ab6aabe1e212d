// Whether an offline circuit is offered or being played. Its own tiny module: the connectivity overlay
// is in the first load and must not pull the engine in with the offline circuits.
import { observable } from './observable';

/**
 * 'offered': the server could not be reached at the start of a circuit, the player may play offline;
 * 'on': an offline circuit is being played (the blocking loader stands aside for it).
 */
export type OfflineMode = 'off' | 'offered' | 'on';
export const offlineMode = observable<OfflineMode>('off');
