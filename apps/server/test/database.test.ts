import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { openTestDatabase } from './helpers/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database connection', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.scriptTransaction((tx) => tx.exec('create table probe (id int primary key)'));
  });
  afterAll(() => handle.close());

  // PGlite is one connection: without the lock, B's insert would run inside A's transaction
  // and vanish with A's rollback.
  it('keeps a concurrent write out of a transaction that rolls back', async () => {
    const a = handle.db.transaction().execute(async (trx) => {
      await sql`insert into probe values (1)`.execute(trx);
      await pause(100);
      throw new Error('A changes its mind');
    });
    await pause(10);
    const b = sql`insert into probe values (2)`.execute(handle.db);
    await expect(a).rejects.toThrow('A changes its mind');
    await b;
    const rows = await sql<{ id: number }>`select id from probe order by id`.execute(handle.db);
    expect(rows.rows).toEqual([{ id: 2 }]);
  });

  it('returns counts and sums with the same types on PGlite and PostgreSQL when cast in SQL', async () => {
    const { rows } = await sql<{
      n: number;
      total: number;
    }>`select count(*)::int as n, coalesce(sum(id), 0)::float8 as total from probe`.execute(handle.db);
    expect(rows[0]).toEqual({ n: 1, total: 2 });
  });
});
