import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';
import { runServer, type ServerProcess } from './helpers/run-server';

const folders: string[] = [];
const children: ChildProcess[] = [];
function freshFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'psi-lock-'));
  folders.push(dir);
  return dir;
}
/** A live process that is not this one, to stand for another server holding the folder. */
function otherProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}
/** A PID no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn('true', { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data folder lock', () => {
  it('writes this process id into the lock file and removes it on release', () => {
    const dir = freshFolder();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses the folder while another live process holds it, naming that process', () => {
    const dir = freshFolder();
    const holder = otherProcess();
    writeFileSync(path.join(dir, LOCK_FILE), `${holder}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another server process (pid ${holder})`);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(holder));
  });

  it('takes over a lock left by a process that died (kill -9)', async () => {
    const dir = freshFolder();
    writeFileSync(path.join(dir, LOCK_FILE), `${await deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over an empty or garbled lock file', () => {
    const dir = freshFolder();
    writeFileSync(path.join(dir, LOCK_FILE), 'not a pid');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('does not remove a lock that another process has taken since', () => {
    const dir = freshFolder();
    const release = lockDataDir(dir);
    const holder = otherProcess();
    writeFileSync(path.join(dir, LOCK_FILE), `${holder}\n`);
    release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(holder));
  });
});

describe('a second server on the same DATA_DIR', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
  });

  it('refuses to start with a clear message and exit code 1', async () => {
    const dir = freshFolder();
    const holder = otherProcess();
    writeFileSync(path.join(dir, LOCK_FILE), `${holder}\n`);
    server = runServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      `The server could not start: DATA_DIR ${dir} is in use by another server process (pid ${holder}).`,
    );
  });
});
