import type { Generated } from 'kysely';
import type { AccountTables } from '../accounts/tables';
import type { CircuitTables } from '../circuits/tables';
import type { PlayerTables } from '../players/tables';
import type { StatsTables } from '../stats/tables';
import type { FeedbackThreadsTable } from '../feedback/tables';
import type { OrdersTable, PaymentEventsTable } from '../purchases/tables';
import type { OfflineCircuitsTable } from '../offline-sync/tables';
import type { TransparencyTables } from '../transparency/tables';
import type { OpenDataTables } from '../open-data/tables';
import type { ClaimTables } from '../claims/tables';
import type { HallOfFameTables } from '../hall-of-fame/tables';
import type { HardeningTables } from '../hardening/tables';

// Kysely row types, one interface per table, mirroring migrations/NNN.do.*.sql.
// A feature adds its tables by extending `Database` below with its own interface
// (e.g. `interface Database extends PlayerTables, CircuitTables {}`), keeping its row types in its folder.

/** Written by the migration runner (postgrator, db/migrate.ts), not by a migration file: a row 0, then one per applied `.do.` file. */
export interface SchemaVersionTable {
  /** bigint: node-postgres reads it as text, PGlite as a number. */
  version: string | number;
  name: string | null;
  /** MD5 of the .do.sql file as applied; a later edit is logged as a warning. */
  md5: string | null;
  run_at: Date | null;
}

/** migrations/001: instance-wide facts as key/value text (e.g. `created_at`). */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface Database
  extends
    PlayerTables,
    CircuitTables,
    StatsTables,
    AccountTables,
    TransparencyTables,
    OpenDataTables,
    ClaimTables,
    HallOfFameTables,
    HardeningTables {
  schemaversion: SchemaVersionTable;
  app_meta: AppMetaTable;
  // migrations/015 (feedback) and 016 (purchases).
  feedback_threads: FeedbackThreadsTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  /** migrations/020: offline circuits synced later, unverified (offline-sync/). */
  offline_circuits: OfflineCircuitsTable;
}
