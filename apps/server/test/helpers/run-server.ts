import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  pid: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** Resolves with the base URL once the server logs that it is running. */
  url(): Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * `node --import tsx src/main.ts`, started directly (not through npm or npx) so the PID held is the
 * server's own and a signal reaches it. Environment: the test's, minus DATABASE_URL, plus `env`.
 */
export function runServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    exited,
    stdout: () => out,
    stderr: () => err,
    url: () =>
      new Promise((resolve, reject) => {
        const found = () => /is running at (http:\/\/\S+)/.exec(out)?.[1];
        const timer = setInterval(() => {
          const url = found();
          if (url) {
            clearInterval(timer);
            resolve(url);
          }
        }, 50);
        void exited.then((code) => {
          clearInterval(timer);
          if (!found()) reject(new Error(`server exited (${code}) before listening:\n${err}${out}`));
        });
      }),
    kill: (signal) => child.kill(signal),
  };
}
