import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openTestDatabase } from './helpers/test-app';

function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'psi-migrations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const tableExists = async (handle: DatabaseHandle, table: string) =>
  handle.scriptTransaction(
    async (tx) =>
      (await tx.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table]))[0]!.found,
  );

describe('readMigrations', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the .do. files in numeric order and ignores .undo. and other files', () => {
    const dir = migrationsFolder({
      '010.do.later.sql': 'select 1;',
      '002.do.first.sql': 'select 1;',
      '002.undo.first.sql': 'select 1;',
      'README.md': '',
    });
    folders.push(dir);
    expect(readMigrations(dir).map((m) => m.file)).toEqual(['002.do.first.sql', '010.do.later.sql']);
  });

  it('refuses two migrations with the same number', () => {
    const dir = migrationsFolder({ '003.do.one.sql': 'select 1;', '003.do.two.sql': 'select 1;' });
    folders.push(dir);
    expect(() => readMigrations(dir)).toThrow('Two migrations share number 003');
  });

  it('finds the project migrations, starting with 001', () => {
    expect(readMigrations()[0]?.file).toBe('001.do.app-meta.sql');
  });
});

describe('migrate', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase();
  });
  afterEach(() => handle.close());

  it('applies every project migration once, records it, and applies nothing the second time', async () => {
    const all = readMigrations();
    const first = await migrate(handle);
    expect(first.applied).toEqual(all.map((m) => m.file));

    const second = await migrate(handle);
    expect(second).toEqual({ applied: [], changed: [] });
    const recorded = await handle.db
      .selectFrom('schema_migrations')
      .select(['version', 'name'])
      .orderBy('version')
      .execute();
    expect(recorded).toEqual(all.map((m) => ({ version: m.version, name: m.name })));
    const meta = await handle.db.selectFrom('app_meta').select('key').execute();
    expect(meta).toEqual([{ key: 'created_at' }]);
  });

  it('applies only the new files when a migration is added later', async () => {
    const dir = migrationsFolder({ '001.do.a.sql': 'create table a (id int);' });
    try {
      expect((await migrate(handle, readMigrations(dir))).applied).toEqual(['001.do.a.sql']);
      writeFileSync(path.join(dir, '002.do.b.sql'), 'create table b (id int); create table c (id int);');
      expect((await migrate(handle, readMigrations(dir))).applied).toEqual(['002.do.b.sql']);
      expect(await tableExists(handle, 'c')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls every pending migration back when one fails, and names the failing file', async () => {
    const dir = migrationsFolder({
      '001.do.good.sql': 'create table good (id int);',
      '002.do.bad.sql': 'create tabel oops (id int);',
    });
    try {
      await expect(migrate(handle, readMigrations(dir))).rejects.toThrow(
        /^Migration 002\.do\.bad\.sql failed: .*syntax error/,
      );
      expect(await tableExists(handle, 'good')).toBe(false);
      expect(await tableExists(handle, 'schema_migrations')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports an applied migration whose file was edited, without running it again', async () => {
    const dir = migrationsFolder({ '001.do.a.sql': 'create table a (id int);' });
    try {
      await migrate(handle, readMigrations(dir));
      writeFileSync(path.join(dir, '001.do.a.sql'), 'create table a (id int, name text);');
      expect(await migrate(handle, readMigrations(dir))).toEqual({ applied: [], changed: ['001.do.a.sql'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
