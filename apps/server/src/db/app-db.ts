import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The app's Kysely instance (or a transaction on it): every table of db/schema.ts. */
export type AppDb = Kysely<Database>;
