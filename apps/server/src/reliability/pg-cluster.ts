import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster on a loopback port, with Debian's binaries (as scripts/with-postgres.sh),
 * that the reliability run can stop, start and restart under load. As root the cluster runs as `postgres`.
 */
export class PgCluster {
  readonly url: string;
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(): Promise<PgCluster> {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
    const version = versions.at(-1);
    if (version === undefined)
      throw new Error(
        'PostgreSQL binaries not found: run scripts/with-postgres.sh once (it installs them) or apt-get install postgresql',
      );
    const dir = mkdtempSync(path.join(tmpdir(), 'psi-reliability-pg-'));
    if (process.getuid?.() === 0) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
    const cluster = new PgCluster(`/usr/lib/postgresql/${version}/bin`, dir, await freePort());
    cluster.run('initdb', ['-D', `${dir}/data`, '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
    cluster.start();
    return cluster;
  }

  start(): void {
    this.run('pg_ctl', [
      '-D',
      `${this.dir}/data`,
      '-l',
      `${this.dir}/log`,
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${this.port} -k ${this.dir}`,
      'start',
    ]);
  }

  /** Fast shutdown: open connections are terminated (57P01), in-flight transactions rolled back. */
  stop(): void {
    this.run('pg_ctl', ['-D', `${this.dir}/data`, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      /* already stopped */
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    if (process.getuid?.() === 0)
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  }
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}
function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
