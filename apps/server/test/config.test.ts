import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPasswordConcurrency } from '../src/accounts/password-queue';
import { DEFAULT_RATE_LIMITS } from '../src/accounts/rate-limit';
import { ConfigError, loadConfig, repoRoot } from '../src/config';
import { runServer } from './helpers/run-server';

const TRUST_PROXY_PROBLEM = (raw: string) =>
  `TRUST_PROXY must be false or a comma-separated list of proxy IP addresses or CIDR ranges, got "${raw}"`;

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({ INIT_CWD: '/srv/psi' })).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/psi/data',
      databaseUrl: undefined,
      databaseListenUrl: undefined,
      webDist: path.join(repoRoot, 'apps/web/dist'),
      logLevel: 'info',
      sessionIdleMinutes: 60,
      trustProxy: false,
      sessionAbsoluteHours: 720,
      scryptLog2N: 15,
      passwordHashConcurrency: defaultPasswordConcurrency(),
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      mailFrom: 'Psi Circuit <no-reply@localhost>',
      outboxDir: '/srv/psi/data/outbox',
      authRateLimits: DEFAULT_RATE_LIMITS,
      freeCircuits: null,
      payments: 'sandbox',
      catalogueFile: path.join(repoRoot, 'apps/server/catalogue.json'),
      stripe: null,
      rateLimits: { players: 30, circuits: 60, moves: 1200 },
      maintenanceIntervalMinutes: 10,
      controlCircuitsPerDay: 24,
    });
  });

  it('defaults PUBLIC_URL to the host the server runs at, so reset links stay on the same origin (issue 34)', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8307' }).publicUrl).toBe('http://127.0.0.1:8307');
    expect(loadConfig({ HOST: '::', PORT: '8307' }).publicUrl).toBe('http://localhost:8307');
    expect(loadConfig({ HOST: '::1', PORT: '8307' }).publicUrl).toBe('http://[::1]:8307');
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://psi.example.org/' }).publicUrl).toBe(
      'https://psi.example.org',
    );
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/psi',
        DATABASE_URL: 'postgresql://psi:secret@db:5432/psi',
        WEB_DIST: '/opt/psi/web',
        LOG_LEVEL: 'DEBUG',
        SESSION_IDLE_MINUTES: '15',
        TRUST_PROXY: '10.0.0.1',
        SESSION_ABSOLUTE_HOURS: '48',
        SCRYPT_LOG2_N: '17',
        PASSWORD_HASH_CONCURRENCY: '3',
        PUBLIC_URL: 'https://psi.example.org/',
        SMTP_URL: 'smtps://u:p@mail.example.org',
        MAIL_FROM: 'Psi <psi@example.org>',
        OUTBOX_DIR: '/var/mail/psi',
        FREE_CIRCUITS: '3',
        CATALOGUE_FILE: '/etc/psi/catalogue.json',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_xyz789',
        RATE_LIMIT_PLAYERS: '5',
        RATE_LIMIT_CIRCUITS: '0',
        RATE_LIMIT_MOVES: '600',
        MAINTENANCE_INTERVAL_MINUTES: '0',
        CONTROL_CIRCUITS_PER_DAY: '0',
      }),
    ).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/psi',
      databaseUrl: 'postgresql://psi:secret@db:5432/psi',
      // LISTEN on the same database unless told otherwise (docs/scaling.md: not through PgBouncer's transaction mode).
      databaseListenUrl: 'postgresql://psi:secret@db:5432/psi',
      webDist: '/opt/psi/web',
      logLevel: 'debug',
      sessionIdleMinutes: 15,
      trustProxy: ['10.0.0.1'],
      sessionAbsoluteHours: 48,
      scryptLog2N: 17,
      passwordHashConcurrency: 3,
      publicUrl: 'https://psi.example.org',
      smtpUrl: 'smtps://u:p@mail.example.org',
      mailFrom: 'Psi <psi@example.org>',
      outboxDir: '/var/mail/psi',
      authRateLimits: DEFAULT_RATE_LIMITS,
      freeCircuits: 3,
      payments: 'stripe',
      catalogueFile: '/etc/psi/catalogue.json',
      stripe: { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_xyz789' },
      rateLimits: { players: 5, circuits: 0, moves: 600 },
      maintenanceIntervalMinutes: 0,
      controlCircuitsPerDay: 0,
    });
  });

  it.each([
    ['false', false],
    ['FALSE', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ] as const)('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('reads relative paths from the folder the command was typed in (npm keeps it in INIT_CWD)', () => {
    const config = loadConfig({ INIT_CWD: '/home/ana/psi', DATA_DIR: 'var/db', WEB_DIST: '../web' });
    expect(config.dataDir).toBe('/home/ana/psi/var/db');
    expect(config.webDist).toBe('/home/ana/web');
  });

  it('keeps DATA_DIR=memory:// as an in-memory database', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535, got "80.5"'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES must be a whole number from 1 to 10080, got "0"'],
    [{ RATE_LIMIT_PLAYERS: '-1' }, 'RATE_LIMIT_PLAYERS must be a whole number from 0 to 1000000, got "-1"'],
    [{ RATE_LIMIT_MOVES: 'lots' }, 'RATE_LIMIT_MOVES must be a whole number from 0 to 1000000, got "lots"'],
    [
      { MAINTENANCE_INTERVAL_MINUTES: '1.5' },
      'MAINTENANCE_INTERVAL_MINUTES must be a whole number from 0 to 10080, got "1.5"',
    ],
    [{ CONTROL_CIRCUITS_PER_DAY: '-1' }, 'CONTROL_CIRCUITS_PER_DAY must be a whole number from 0 to 1440, got "-1"'],
    [
      { DATABASE_URL: 'mysql://db/psi' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://db/psi"',
    ],
    [
      { DATABASE_URL: 'localhost:5432' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got "localhost:5432"',
    ],
    [
      { DATABASE_URL: 'postgres://db/psi', DATABASE_LISTEN_URL: 'pgbouncer:6432' },
      'DATABASE_LISTEN_URL must be a postgres:// or postgresql:// URL, got "pgbouncer:6432"',
    ],
    [
      { DATABASE_LISTEN_URL: 'postgres://db/psi' },
      'DATABASE_LISTEN_URL is for PostgreSQL: set DATABASE_URL too, or unset DATABASE_LISTEN_URL',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ TRUST_PROXY: 'yes' }, TRUST_PROXY_PROBLEM('yes')],
    // Issue 33: believing anyone's X-Forwarded-For let a forged header bypass every per-address limit.
    [
      { TRUST_PROXY: 'true' },
      "TRUST_PROXY=true would believe a forged X-Forwarded-For from any client (every per-address limit bypassed): list your proxies' addresses or CIDR ranges instead, e.g. TRUST_PROXY=10.0.0.0/8 (0.0.0.0/0,::/0 if truly nothing reaches the server except through them)",
    ],
    // Issue 33: a pass gate with the sandbox's free passes only when the operator says so.
    [
      { FREE_CIRCUITS: '3' },
      'FREE_CIRCUITS=3 gates play behind a pass, but no payment provider is set: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox to hand out test passes for nothing (a demo)',
    ],
    [{ PAYMENTS: 'free' }, 'PAYMENTS must be "stripe" or "sandbox", got "free"'],
    [{ PAYMENTS: 'stripe' }, 'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, TRUST_PROXY_PROBLEM('10.0.0.0/33')],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, TRUST_PROXY_PROBLEM('10.0.0.1,,10.0.0.2')],
    // Fastify 5 ignores hop counts (it cannot check the nearest peer), so one is refused, not misread.
    [{ TRUST_PROXY: '1' }, TRUST_PROXY_PROBLEM('1')],
    [{ SESSION_ABSOLUTE_HOURS: '0' }, 'SESSION_ABSOLUTE_HOURS must be a whole number from 1 to 8760, got "0"'],
    [{ SCRYPT_LOG2_N: '12' }, 'SCRYPT_LOG2_N must be a whole number from 14 to 20, got "12"'],
    [{ PUBLIC_URL: 'psi.example.org' }, 'PUBLIC_URL must be an http:// or https:// URL, got "psi.example.org"'],
    [{ SMTP_URL: 'http://u:secret@mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL, got "http://u:***@mail"'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an address like "Psi Circuit <no-reply@example.com>", got "nobody"'],
    [{ FREE_CIRCUITS: 'some' }, 'FREE_CIRCUITS must be "unlimited" or a whole number from 0 to 999999, got "some"'],
    [{ FREE_CIRCUITS: '-1' }, 'FREE_CIRCUITS must be "unlimited" or a whole number from 0 to 999999, got "-1"'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc' },
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the sandbox provider)',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the sandbox provider)',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, rk_…)',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' },
      'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
    ],
  ])('rejects %o saying what is wrong', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([problem]);
    }
  });

  it.each([
    ['unlimited', null],
    ['UNLIMITED', null],
    ['0', 0],
    ['1', 1],
    ['25', 25],
  ] as const)('reads FREE_CIRCUITS=%s', (raw, expected) => {
    expect(loadConfig({ FREE_CIRCUITS: raw, PAYMENTS: 'sandbox' }).freeCircuits).toBe(expected);
  });

  it('never prints a Stripe secret it refuses', () => {
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_SECRETVALUE', STRIPE_WEBHOOK_SECRET: 'nope-SECRET2' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_SECRETVALUE', STRIPE_WEBHOOK_SECRET: 'nope-SECRET2' });
    } catch (error) {
      expect((error as ConfigError).message).not.toMatch(/SECRETVALUE|SECRET2/);
    }
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT must be.*\n.*LOG_LEVEL must be/);
  });

  it('listens for revoked sessions on DATABASE_LISTEN_URL when set (PgBouncer in transaction mode hears nothing)', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://pgbouncer:6432/psi', DATABASE_LISTEN_URL: 'postgres://db:5432/psi' }),
    ).toMatchObject({ databaseUrl: 'postgres://pgbouncer:6432/psi', databaseListenUrl: 'postgres://db:5432/psi' });
  });

  it('never prints the password of a bad DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://psi:hunter2@db/psi' })).toThrow('got "mysql://psi:***@db/psi"');
  });
});

describe('starting the server with a bad configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://db/psi' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
  ])('exits with code 1 and a clear message for %o', async (env, message) => {
    const run = runServer(env);
    const code = await run.exited;
    expect(code).toBe(1);
    expect(run.stderr()).toContain('Invalid configuration:');
    expect(run.stderr()).toContain(message);
    expect(run.stderr()).toContain('docs/server.md');
  });
});
