import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/database';
import { migrate, migrationsDir } from '../../src/db/migrate';

let empty: Blob | undefined;
let migrated: Blob | undefined;

/**
 * A dump of a freshly initialised, empty PGlite database. Starting from it skips initdb, which is
 * most of PGlite's start-up time (about 0.7 s instead of 3 s here). Vitest runs each test file in
 * its own process, so the dump is kept on disk, keyed by the installed PGlite build.
 */
export async function pgliteTemplate(): Promise<Blob> {
  empty ??= await cachedDump(`psi-pglite-template-${pgliteStamp()}.tar`, async () => {
    const pglite = new PGlite();
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  });
  return empty;
}

/**
 * A dump of a PGlite database with every project migration applied, so that a test app's start
 * runs none of them (the ~40 files cost about as much again as PGlite's own start, in every test
 * app of every file). Keyed by the PGlite build and the migrations' names and texts: a changed or
 * added migration makes a new dump. migrations.test.ts still applies every file to an empty
 * database, and the PostgreSQL pass migrates each test schema for real.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  migrated ??= await cachedDump(`psi-pglite-migrated-${pgliteStamp()}-${migrationsHash()}.tar`, async () => {
    // Migrated through the server's own code on a folder, then dumped from that folder.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'psi-pglite-migrating-'));
    try {
      const handle = await openDatabase({ dataDir, pgliteTemplate: await pgliteTemplate() });
      try {
        await migrate(handle);
      } finally {
        await handle.close();
      }
      const pglite = new PGlite({ dataDir });
      await pglite.waitReady;
      const dump = await pglite.dumpDataDir('none');
      await pglite.close();
      return dump;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  return migrated;
}

/** The dump in tmpdir()/`name`, made by `make` when absent. */
async function cachedDump(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(tmpdir(), name);
  if (!existsSync(file)) {
    const dump = await make();
    // Written aside then renamed, so a test file running at the same time never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

function pgliteStamp(): string {
  const stamp = statSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  return `${stamp.size}-${Math.floor(stamp.mtimeMs)}`;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(migrationsDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
