import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMITS, type AuthRateLimits } from './accounts/rate-limit';
import { defaultPasswordConcurrency } from './accounts/password-queue';

// The repository root, so WEB_DIST's default does not depend on the directory `npm start` runs from.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder; `memory://` keeps the database in memory (lost on exit). */
  dataDir: string;
  /** When set, PostgreSQL replaces PGlite. */
  databaseUrl: string | undefined;
  /**
   * The connection that LISTENs for revoked sessions (players/revocation-listener.ts): DATABASE_URL
   * unless set, which it must be when DATABASE_URL goes through PgBouncer in transaction mode.
   */
  databaseListenUrl: string | undefined;
  webDist: string;
  logLevel: LogLevel;
  sessionIdleMinutes: number;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For to believe for the client's address. false (the
   * default: a client could claim any address), true (every hop), or the proxies' addresses/CIDRs.
   * No hop count: Fastify 5 treats one as trusting nobody, since it cannot check the nearest peer.
   */
  trustProxy: boolean | string[];
  /** Requests per client address per minute (0: no limit): player creation, circuit starts, moves (docs/security.md). */
  rateLimits: { players: number; circuits: number; moves: number };
  /**
   * Minutes between maintenance sweeps (0: never): circuits idle for SESSION_IDLE_MINUTES are
   * closed as timed out, and anonymous players with no circuit and no live session are pruned.
   */
  maintenanceIntervalMinutes: number;
  /** CONTROL_CIRCUITS_PER_DAY: circuits the server's random guesser plays a day, spread over the UTC day (0: none). */
  controlCircuitsPerDay: number;
  /** FREE_CIRCUITS: circuits a player may start before a pass is needed; null = unlimited (the gate is off). */
  freeCircuits: number | null;
  /** PAYMENTS: the payment provider; 'sandbox' (passes for nothing) with a gate only when set explicitly. */
  payments: 'stripe' | 'sandbox';
  /** CATALOGUE_FILE: the JSON catalogue the buy page sells from (docs/purchases.md). */
  catalogueFile: string;
  /** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET: Stripe Checkout instead of the sandbox provider. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** Accounts (docs/accounts.md): a session ends this long after login however active it is. */
  sessionAbsoluteHours: number;
  /** scrypt cost for new password hashes, as log2 of N (accounts/password.ts). */
  scryptLog2N: number;
  /** PASSWORD_HASH_CONCURRENCY: scrypt hashes at once (default the cores; 0 = unbounded); beyond it and 4 waiting each, 503. */
  passwordHashConcurrency: number;
  /** The app's address as players reach it: the origin of links in mail (never taken from Host). */
  publicUrl: string;
  /** smtp:// or smtps:// URL of the mail relay; undefined writes mail to `outboxDir` instead. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where mail goes when no SMTP_URL is set. */
  outboxDir: string;
  /** Login/registration/reset limits (accounts/rate-limit.ts); not from the environment. */
  authRateLimits: AuthRateLimits;
}

/** Every bad variable at once, so an operator fixes them in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * The address the server is reached at on this machine: HOST itself, or localhost when it listens on
 * every interface (0.0.0.0 or ::). The default of PUBLIC_URL and the address logged at start.
 */
export function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return n;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const sessionIdleMinutes = integer('SESSION_IDLE_MINUTES', 60, 1, 7 * 24 * 60);
  const rateLimits = {
    players: integer('RATE_LIMIT_PLAYERS', 30, 0, 1_000_000),
    circuits: integer('RATE_LIMIT_CIRCUITS', 60, 0, 1_000_000),
    moves: integer('RATE_LIMIT_MOVES', 1200, 0, 1_000_000),
  };
  const maintenanceIntervalMinutes = integer('MAINTENANCE_INTERVAL_MINUTES', 10, 0, 7 * 24 * 60);
  const controlCircuitsPerDay = integer('CONTROL_CIRCUITS_PER_DAY', 24, 0, 1440);

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${redact(databaseUrl)}"`);
  }

  const databaseListenUrl = value('DATABASE_LISTEN_URL');
  if (databaseListenUrl !== undefined && !isPostgresUrl(databaseListenUrl)) {
    problems.push(`DATABASE_LISTEN_URL must be a postgres:// or postgresql:// URL, got "${redact(databaseListenUrl)}"`);
  } else if (databaseListenUrl !== undefined && databaseUrl === undefined) {
    problems.push('DATABASE_LISTEN_URL is for PostgreSQL: set DATABASE_URL too, or unset DATABASE_LISTEN_URL');
  }

  const logLevel = (value('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!logLevels.includes(logLevel as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }

  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);
  const freeCircuits = parseFreeCircuits(value('FREE_CIRCUITS'), problems);
  const stripe = parseStripe(value('STRIPE_SECRET_KEY'), value('STRIPE_WEBHOOK_SECRET'), problems);
  const payments = parsePayments(value('PAYMENTS'), freeCircuits, stripe, problems);
  const sessionAbsoluteHours = integer('SESSION_ABSOLUTE_HOURS', 720, 1, 24 * 365);
  const scryptLog2N = integer('SCRYPT_LOG2_N', 15, 14, 20);
  const passwordHashConcurrency = integer('PASSWORD_HASH_CONCURRENCY', defaultPasswordConcurrency(), 0, 64);
  const host = value('HOST') ?? '0.0.0.0';
  // Issue 34: by default the reset mail's links name the same host the server says it runs at, so a player
  // who opened http://127.0.0.1:PORT (HOST=127.0.0.1) is not sent to localhost, another origin with other cookies.
  const publicUrl = (value('PUBLIC_URL') ?? localOrigin(host, port)).replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL must be an http:// or https:// URL, got "${publicUrl}"`);
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl))
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL, got "${redact(smtpUrl)}"`);
  const mailFrom = value('MAIL_FROM') ?? 'Psi Circuit <no-reply@localhost>';
  if (!/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom))
    problems.push(`MAIL_FROM must be an address like "Psi Circuit <no-reply@example.com>", got "${mailFrom}"`);

  // Relative paths are read from where the command was typed: npm runs a workspace's script in the
  // workspace folder but keeps the caller's folder in INIT_CWD, so `npm start` at the root means ./data there.
  const startDir = value('INIT_CWD') ?? process.cwd();
  const dataDir = value('DATA_DIR') ?? './data';
  const webDist = value('WEB_DIST');
  const catalogueFile = value('CATALOGUE_FILE');
  const outboxDir = value('OUTBOX_DIR');
  if (problems.length > 0) throw new ConfigError(problems);
  const resolvedDataDir = dataDir === 'memory://' ? dataDir : path.resolve(startDir, dataDir);
  return {
    port,
    host,
    dataDir: resolvedDataDir,
    databaseUrl,
    databaseListenUrl: databaseListenUrl ?? databaseUrl,
    webDist: webDist === undefined ? path.join(repoRoot, 'apps/web/dist') : path.resolve(startDir, webDist),
    logLevel: logLevel as LogLevel,
    sessionIdleMinutes,
    trustProxy,
    rateLimits,
    maintenanceIntervalMinutes,
    controlCircuitsPerDay,
    sessionAbsoluteHours,
    scryptLog2N,
    passwordHashConcurrency,
    publicUrl,
    smtpUrl,
    mailFrom,
    outboxDir:
      outboxDir !== undefined
        ? path.resolve(startDir, outboxDir)
        : resolvedDataDir === 'memory://'
          ? path.join(os.tmpdir(), 'psi-circuit-outbox')
          : path.join(resolvedDataDir, 'outbox'),
    authRateLimits: DEFAULT_RATE_LIMITS,
    freeCircuits,
    payments,
    catalogueFile:
      catalogueFile === undefined
        ? path.join(repoRoot, 'apps/server/catalogue.json')
        : path.resolve(startDir, catalogueFile),
    stripe,
  };
}

// 'unlimited' (the default) keeps the install free to play; a number turns the pass gate on.
function parseFreeCircuits(raw: string | undefined, problems: string[]): number | null {
  if (raw === undefined || raw.toLowerCase() === 'unlimited') return null;
  if (/^\d{1,6}$/.test(raw)) return Number(raw);
  problems.push(`FREE_CIRCUITS must be "unlimited" or a whole number from 0 to 999999, got "${raw}"`);
  return null;
}

// Both or neither: a key without the webhook secret could take payments it can never fulfil.
/**
 * PAYMENTS: 'stripe' with Stripe's keys, else 'sandbox', whose test checkout hands out passes for
 * nothing. With a pass gate on (FREE_CIRCUITS a number) that would give play away silently, so a gated
 * server without Stripe's keys starts only when PAYMENTS=sandbox says the operator means it (issue 33).
 */
function parsePayments(
  raw: string | undefined,
  freeCircuits: number | null,
  stripe: Config['stripe'],
  problems: string[],
): Config['payments'] {
  const wanted = raw?.toLowerCase();
  if (wanted !== undefined && wanted !== 'sandbox' && wanted !== 'stripe') {
    problems.push(`PAYMENTS must be "stripe" or "sandbox", got "${raw}"`);
    return 'sandbox';
  }
  if (wanted === 'stripe' && stripe === null)
    problems.push('PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (wanted === 'sandbox' && stripe !== null)
    problems.push('PAYMENTS=sandbox and Stripe keys were both set: choose one payment provider');
  if (freeCircuits !== null && stripe === null && wanted !== 'sandbox')
    problems.push(
      `FREE_CIRCUITS=${freeCircuits} gates play behind a pass, but no payment provider is set: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox to hand out test passes for nothing (a demo)`,
    );
  return stripe !== null ? 'stripe' : 'sandbox';
}

function parseStripe(
  secretKey: string | undefined,
  webhookSecret: string | undefined,
  problems: string[],
): Config['stripe'] {
  if (secretKey === undefined && webhookSecret === undefined) return null;
  const before = problems.length;
  if (secretKey === undefined || webhookSecret === undefined) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the sandbox provider)',
    );
  }
  if (secretKey !== undefined && !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, rk_…)');
  }
  if (webhookSecret !== undefined && !/^whsec_\w+$/.test(webhookSecret)) {
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  }
  return problems.length === before && secretKey !== undefined && webhookSecret !== undefined
    ? { secretKey, webhookSecret }
    : null;
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function parseTrustProxy(raw: string | undefined, problems: string[]): Config['trustProxy'] {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'false') return false;
  // Believing anyone's X-Forwarded-For lets every client choose its address, and so bypass every
  // per-address limit with a forged header (issue 33): name the proxies instead.
  if (lower === 'true') {
    problems.push(
      "TRUST_PROXY=true would believe a forged X-Forwarded-For from any client (every per-address limit bypassed): list your proxies' addresses or CIDR ranges instead, e.g. TRUST_PROXY=10.0.0.0/8 (0.0.0.0/0,::/0 if truly nothing reaches the server except through them)",
    );
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  problems.push(
    `TRUST_PROXY must be false or a comma-separated list of proxy IP addresses or CIDR ranges, got "${raw}"`,
  );
  return false;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function isPostgresUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// A bad DATABASE_URL may still carry a password: never print it.
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
