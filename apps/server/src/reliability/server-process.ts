import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The real server (`src/main.ts`) as a child process that can be killed with SIGKILL and started again. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  /** Exits the run did not cause (a crash): the figure that must stay 0. */
  unexpectedExits = 0;
  private log = '';

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-20_000);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-20_000);
    });
    child.on('exit', (code, signal) => {
      if (this.child === child && !this.stopping && signal !== 'SIGKILL') {
        this.unexpectedExits++;
        process.stderr.write(
          `server exited unexpectedly (code ${code}, signal ${signal}):\n${this.log.slice(-3000)}\n`,
        );
      }
    });
    await waitForHealth(`http://127.0.0.1:${this.env.PORT}`, 60_000);
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** kill -9: no shutdown, no flush; what the database committed is all that survives. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.stopping = true;
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }
}

export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`server at ${url} not healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
