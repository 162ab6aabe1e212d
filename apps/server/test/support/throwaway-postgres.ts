import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL of this run: DATABASE_URL when set (the PostgreSQL pass of `npm test`), otherwise a
 * throwaway cluster from scripts/with-postgres.sh, kept alive by a waiting child and removed on stop().
 */
export async function postgresForTest(): Promise<Postgres> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const child = spawn(
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      '-e',
      'console.log(process.env.DATABASE_URL); process.stdin.resume(); process.stdin.on("end", () => process.exit(0))',
    ],
    {
      cwd: repo,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(postgres:\/\/\S+)$/m.exec(out)?.[1];
      if (line) resolve(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    void exited.then(() => reject(new Error(`scripts/with-postgres.sh ended before PostgreSQL was up:\n${err}`)));
  });
  // Closing the waiting child's stdin ends it; the script's trap then stops and removes the cluster.
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
