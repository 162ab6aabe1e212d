import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Migrations 002-004 add their tables to the app's Database type (db/schema.ts).
export type GameDb = Kysely<Database>;
