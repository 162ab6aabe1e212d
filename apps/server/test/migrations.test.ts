import { readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { migrate, migrationsDir } from '../src/db/migrate';
import { openTestDatabase } from './helpers/test-app';

// The runner is postgrator (db/migrate.ts); these tests pin what we rely on it and our wrapper for.
const folders: string[] = [];
function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'psi-migrations-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const tableExists = async (handle: DatabaseHandle, table: string) =>
  handle.scriptTransaction(
    async (tx) =>
      (await tx.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table]))[0]!.found,
  );

const recorded = (handle: DatabaseHandle) =>
  handle.scriptTransaction(async (tx) =>
    (
      await tx.query<{ version: string | number; name: string }>(
        'select version, name from schemaversion where version > 0 order by version',
      )
    ).map((row) => ({ version: Number(row.version), name: row.name })),
  );

describe('migrate', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase();
  });
  afterEach(async () => {
    await handle.close();
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies every project migration once, in order, records it, and applies nothing the second time', async () => {
    const all = readdirSync(migrationsDir)
      .filter((file) => /^\d{3}\.do\..*\.sql$/.test(file))
      .sort();
    expect(all[0]).toBe('001.do.app-meta.sql');
    const first = await migrate(handle);
    expect(first.applied).toEqual(all);

    expect(await migrate(handle)).toEqual({ applied: [], changed: [] });
    expect(await recorded(handle)).toEqual(
      all.map((file) => ({ version: Number(file.slice(0, 3)), name: file.split('.')[2] })),
    );
    const meta = await handle.db.selectFrom('app_meta').select('key').execute();
    expect(meta).toEqual([{ key: 'created_at' }]);
  });

  it('applies only the new files when a migration is added later, and ignores .undo. files', async () => {
    const dir = migrationsFolder({ '001.do.a.sql': 'create table a (id int);', '001.undo.a.sql': 'drop table a;' });
    expect((await migrate(handle, dir)).applied).toEqual(['001.do.a.sql']);
    writeFileSync(path.join(dir, '002.do.b.sql'), 'create table b (id int); create table c (id int);');
    expect((await migrate(handle, dir)).applied).toEqual(['002.do.b.sql']);
    expect(await tableExists(handle, 'a')).toBe(true);
    expect(await tableExists(handle, 'c')).toBe(true);
  });

  it('rolls every pending migration back when one fails, and names the failing file', async () => {
    const dir = migrationsFolder({
      '001.do.good.sql': 'create table good (id int);',
      '002.do.bad.sql': 'create tabel oops (id int);',
    });
    await expect(migrate(handle, dir)).rejects.toThrow(/^Migration 002\.do\.bad\.sql failed: .*syntax error/);
    expect(await tableExists(handle, 'good')).toBe(false);
    expect(await tableExists(handle, 'schemaversion')).toBe(false);
  });

  it('refuses two migrations with the same number', async () => {
    const dir = migrationsFolder({ '003.do.one.sql': 'select 1;', '003.do.two.sql': 'select 1;' });
    await expect(migrate(handle, dir)).rejects.toThrow('Two migrations found with version 3');
  });

  it('refuses a never-applied file numbered below the database version, which postgrator would skip', async () => {
    const dir = migrationsFolder({ '001.do.a.sql': 'create table a (id int);', '005.do.e.sql': 'select 1;' });
    await migrate(handle, dir);
    writeFileSync(path.join(dir, '003.do.late.sql'), 'create table late (id int);');
    await expect(migrate(handle, dir)).rejects.toThrow(/Migration 003\.do\.late\.sql is numbered below .* version 5/);
    expect(await tableExists(handle, 'late')).toBe(false);
  });

  it('reports an applied migration whose file was edited, without running it again', async () => {
    const dir = migrationsFolder({ '001.do.a.sql': 'create table a (id int);' });
    await migrate(handle, dir);
    writeFileSync(path.join(dir, '001.do.a.sql'), 'create table a (id int, name text);');
    expect(await migrate(handle, dir)).toEqual({ applied: [], changed: ['001.do.a.sql'] });
  });

  it("adopts a database migrated by the old runner: its schema_migrations rows move to postgrator's table", async () => {
    const dir = migrationsFolder({
      '001.do.a.sql': 'create table a (id int);',
      '002.do.b.sql': 'create table b (id int);',
    });
    await handle.scriptTransaction(async (tx) => {
      await tx.exec(`create table a (id int);
        create table schema_migrations (version integer primary key, name text not null, checksum text not null,
          applied_at timestamptz not null default now());
        insert into schema_migrations (version, name, checksum) values (1, 'a', 'sha256-of-old');`);
    });
    // 001 is not run again (it would fail: table a exists); 002 is.
    expect(await migrate(handle, dir)).toEqual({ applied: ['002.do.b.sql'], changed: [] });
    expect(await tableExists(handle, 'schema_migrations')).toBe(false);
    expect(await recorded(handle)).toEqual([
      { version: 1, name: 'a' },
      { version: 2, name: 'b' },
    ]);
  });
});
