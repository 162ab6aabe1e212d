import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** PGlite has no guard of its own: two processes on one folder both start and corrupt it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${pid}). Stop that process first, or give this one another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export const LOCK_FILE = 'psi-server.lock';

/**
 * Takes the data folder for this process: creates `<dataDir>/psi-server.lock` holding our PID,
 * atomically (O_EXCL). A lock whose process is gone (kill -9, power loss) is stale and taken over;
 * one naming this very PID is stale too (a container restarts its server with the same PID).
 * Returns the release function (removes the file if it is still ours).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    // Stale (or half-written by a process that died between open and write): remove it, unless
    // another starting process replaced it meanwhile, and retry.
    if (readPid(file) === holder) rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
