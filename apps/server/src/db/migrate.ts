import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Postgrator from 'postgrator';
import type { DatabaseHandle, ScriptTransaction } from './database';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Postgrator's own table: one row per applied `.do.` file (version, name, md5, run_at) and a row 0. */
export const versionTable = 'schemaversion';

export interface MigrationReport {
  applied: string[];
  /** Files already applied whose text has changed since: never re-run, so say so. */
  changed: string[];
}

// Any constant works; it only has to be the same in every process that migrates this database.
const migrationLockKey = 7_346_917;

/**
 * Applies the pending `NNN.do.<name>.sql` files of `dir` with postgrator, all in one transaction:
 * either every pending file is applied and recorded in `schemaversion`, or none is (postgrator alone
 * commits file by file). An advisory lock makes several processes starting at once against one
 * PostgreSQL take turns. Running it again applies nothing.
 */
export async function migrate(handle: DatabaseHandle, dir: string = migrationsDir): Promise<MigrationReport> {
  return handle.scriptTransaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    let running = '';
    const postgrator = new Postgrator({
      driver: 'pg',
      migrationPattern: path.join(dir, '*.sql'),
      schemaTable: versionTable,
      // The checksums are compared below, to warn rather than refuse to start (see MigrationReport).
      validateChecksums: false,
      newline: 'LF',
      execQuery: async (sql) => ({ rows: await tx.query(sql) }),
      execSqlScript: (sql) => tx.exec(sql),
    });
    postgrator.on(
      'migration-started',
      (migration: Postgrator.Migration) => (running = path.basename(migration.filename)),
    );

    const files = (await postgrator.getMigrations()).filter((m) => m.action === 'do');
    // Made here, in the schema the transaction writes to: postgrator looks for its table by name in
    // every schema, so with one schema per test file it would find another's and never make its own.
    await tx.exec(`create table if not exists ${versionTable} (
      version bigint primary key, name text, md5 text, run_at timestamptz);
      insert into ${versionTable} (version) values (0) on conflict do nothing`);
    await adoptHandWrittenTable(tx, files);
    const applied = await appliedChecksums(tx);
    const version = Math.max(0, ...applied.keys());
    // Postgrator runs only files numbered above the database's version, so a file numbered below it
    // and never applied (e.g. merged from a branch that chose an old number) would be skipped silently.
    const skipped = files.filter((m) => m.version < version && !applied.has(m.version));
    if (skipped.length > 0) {
      throw new Error(
        `Migration ${path.basename(skipped[0]!.filename)} is numbered below the database's version ${version} ` +
          'and was never applied: give it a number above every applied one',
      );
    }
    const changed = files
      .filter((m) => applied.has(m.version) && applied.get(m.version) !== m.md5)
      .map((m) => path.basename(m.filename));
    try {
      const ran = await postgrator.migrate();
      return { applied: ran.map((m) => path.basename(m.filename)), changed };
    } catch (error) {
      const what = running ? `Migration ${running}` : 'Migrating';
      throw new Error(`${what} failed: ${(error as Error).message}`, { cause: error });
    }
  });
}

async function appliedChecksums(tx: ScriptTransaction): Promise<Map<number, string | null>> {
  const rows = await tx.query<{ version: string | number; md5: string | null }>(
    `select version, md5 from ${versionTable} where version > 0`,
  );
  return new Map(rows.map((row) => [Number(row.version), row.md5]));
}

/**
 * Databases made before postgrator recorded their migrations in `schema_migrations` (our own
 * runner, until 2026-11-27). Their rows move into postgrator's table once, with postgrator's
 * checksum of the file as it is now (the old one was a SHA-256 postgrator cannot compare), in the
 * same transaction as the migrations that follow.
 */
async function adoptHandWrittenTable(tx: ScriptTransaction, files: Postgrator.Migration[]): Promise<void> {
  const [old] = await tx.query<{ found: boolean }>("select to_regclass('schema_migrations') is not null as found");
  if (!old?.found) return;
  const md5 = new Map(files.map((m) => [m.version, m.md5]));
  const rows = await tx.query<{ version: number; name: string; applied_at: Date }>(
    'select version, name, applied_at from schema_migrations',
  );
  for (const row of rows) {
    await tx.query(
      `insert into ${versionTable} (version, name, md5, run_at) values ($1, $2, $3, $4) on conflict do nothing`,
      [row.version, row.name, md5.get(row.version) ?? null, row.applied_at],
    );
  }
  await tx.exec('drop table schema_migrations');
}
