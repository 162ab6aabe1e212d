import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { openDatabase } from '../src/db/database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'psi-admin-cli-'));

/** `npm run admin --silent -- …` as an operator types it, on a PGlite folder of its own. */
function admin(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SCRYPT_LOG2_N: '14' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli/admin.ts'), ...args],
      { env, cwd: repoRoot },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin -- create', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an administrator with the password from standard input, then says it already is one', async () => {
    const created = await admin(['create', '--email', 'Boss@Example.org', '--name', 'The Boss'], 'boss password\n');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created administrator Boss@Example\.org \(userid [0-9a-f-]{36}\)\n$/);
    const again = await admin(['create', '--email', 'boss@example.org'], '');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Already an administrator: boss@example\.org/);

    const handle = await openDatabase({ dataDir });
    try {
      const row = await handle.db
        .selectFrom('accounts')
        .select(['email', 'name', 'role', 'password_hash'])
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: 'Boss@Example.org', name: 'The Boss', role: 'admin' });
      expect(row.password_hash).toMatch(/^scrypt\$14\$/);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it.each([
    [
      ['create', '--email', 'short@example.org'],
      'short\n',
      2,
      'password (standard input): Your password needs at least 8 characters.',
    ],
    [['create', '--email', 'nobody'], 'long enough\n', 2, '--email: That does not look like an e-mail address'],
    [['create'], '', 2, '--email is required.'],
    [['remove', '--email', 'a@b.org'], '', 2, 'Unknown command "remove"'],
  ])(
    'refuses %j (standard input %j) with exit code %i and a clear message',
    async (args, stdin, code, message) => {
      const result = await admin(args, stdin);
      expect(result.code).toBe(code);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    },
    120_000,
  );
});
