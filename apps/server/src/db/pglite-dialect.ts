import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import { Mutex } from './mutex';

/**
 * kysely-pglite's dialect, with its one connection handed to one user at a time.
 *
 * PGlite is a single connection. kysely-pglite sends BEGIN/COMMIT as plain queries on it, so two
 * concurrent requests would interleave: a query of request B would run inside request A's
 * transaction, and A's COMMIT or ROLLBACK would take B's writes with it. Kysely acquires the
 * connection for each query, or once for a whole transaction, so a lock held from acquire to
 * release makes PGlite behave like a pool of size 1.
 *
 * Consequence: inside `db.transaction().execute(async (trx) => …)` use `trx`, never `db` — a query
 * on `db` there waits for the transaction that waits for it (with pg it would silently run outside
 * the transaction, which is a bug too).
 */
export function serialisedPGliteDialect(pglite: PGlite, lock: Mutex): Dialect {
  const base = new KyselyPGlite(pglite).dialect;
  return {
    createAdapter: () => base.createAdapter(),
    createQueryCompiler: () => base.createQueryCompiler(),
    createIntrospector: (db) => base.createIntrospector(db),
    createDriver: () => new SerialisedDriver(base.createDriver(), lock),
  };
}

class SerialisedDriver implements Driver {
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly inner: Driver,
    private readonly lock: Mutex,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    try {
      const connection = await this.inner.acquireConnection();
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
