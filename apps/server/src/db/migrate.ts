import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export interface Migration {
  version: number;
  name: string;
  file: string;
  sql: string;
  checksum: string;
}

const doFile = /^(\d{3})\.do\.([a-z0-9][a-z0-9_-]*)\.sql$/;

/** The `NNN.do.<name>.sql` files of `dir`, in order. `.undo.` files are for a manual rollback only. */
export function readMigrations(dir: string = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: doFile.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return {
        version: Number(match[1]),
        name: match[2]!,
        file,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(
        `Two migrations share number ${migrations[i]!.file.slice(0, 3)}: ${migrations[i - 1]!.file} and ${migrations[i]!.file}`,
      );
    }
  }
  return migrations;
}

export interface MigrationReport {
  applied: string[];
  /** Files already applied whose text has changed since: never re-run, so say so. */
  changed: string[];
}

// Any constant works; it only has to be the same in every process that migrates this database.
const migrationLockKey = 7_346_917;

/**
 * Applies the pending migrations in order, all in one transaction: either every pending file is
 * applied and recorded in `schema_migrations`, or none is. Running it again applies nothing.
 * An advisory lock makes several processes starting at once against one PostgreSQL take turns.
 */
export async function migrate(
  handle: DatabaseHandle,
  migrations: Migration[] = readMigrations(),
): Promise<MigrationReport> {
  return handle.scriptTransaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Map(
      (await tx.query<{ version: number; checksum: string }>('select version, checksum from schema_migrations')).map(
        (row) => [row.version, row.checksum],
      ),
    );
    const report: MigrationReport = { applied: [], changed: [] };
    for (const migration of migrations) {
      const checksum = done.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) report.changed.push(migration.file);
        continue;
      }
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      report.applied.push(migration.file);
    }
    return report;
  });
}
